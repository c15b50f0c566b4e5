import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { focusRing, panelSurface } from './styles';

/** A whole card as one button that opens a dialog (lineup cards, archive editions); it lifts on hover. */
export function CardButton(props: HTMLChakraProps<'button'>) {
  return (
    <chakra.button
      type="button"
      aria-haspopup="dialog"
      w="full"
      textAlign="left"
      {...panelSurface}
      overflow="hidden"
      cursor="pointer"
      transition="transform 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'blood.fg', transform: 'translateY(-2px)' }}
      {...focusRing}
      {...props}
    />
  );
}
