export { FooterPartners, PartnerStrip } from './PartnerLogos';
