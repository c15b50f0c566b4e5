import {
  accordionSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { festivalSystem } from '../shared/theme';

/**
 * The public site's Chakra system: only the component recipes the public pages, the login screen
 * and the toaster draw (Chakra's full map is ~80 recipes). A component whose recipe is missing
 * here renders unstyled: add its recipe when a public page starts using it. The back office
 * builds the full system in its own lazy chunk (features/admin/adminSystem.tsx).
 * Likewise the four colour palettes no public page uses are left out (a component given one of
 * them as `colorPalette` would render uncoloured): `createSystem` when a page starts took a median
 * 319 ms with all of Chakra's palettes and 184 ms without these (Chromium at 4x CPU slow-down, five
 * profiles each, noisy), and every page carries ~5 KB less CSS (/news 81.1 -> 76.0 KB).
 */
export const system = festivalSystem(
  {
    badge: badgeRecipe,
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    link: linkRecipe,
    mark: markRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
    textarea: textareaRecipe,
  },
  {
    accordion: accordionSlotRecipe,
    card: cardSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
  ['teal', 'purple', 'pink', 'cyan'],
);
