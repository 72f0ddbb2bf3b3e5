// Stands in for antd's Tabs inside antd's Card, in the portal's builds (../../antd-a-medida-plugin.ts). Card imports
// Tabs for one prop, `tabList` (tabs in the card's header), that no card of the portal uses: every screen with a card
// (the dashboard, most lists) downloaded and ran antd's Tabs for nothing (≈ 7 KB br). A card given `tabList` fails
// with a clear message instead of drawing a header without its tabs. The screens that show tabs import Tabs itself.

export const PESTANAS_NO_INCLUIDAS =
  'Cartera: las tarjetas del portal no incluyen pestañas (tabList de Card); use Tabs de antd ' +
  '(packages/plataforma/src/antd-a-medida).';

export default function SinPestanasEnTarjeta(): never {
  throw new Error(PESTANAS_NO_INCLUIDAS);
}
