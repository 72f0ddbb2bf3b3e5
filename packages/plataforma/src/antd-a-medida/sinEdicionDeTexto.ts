// Stands in for antd's Typography editor inside Typography, in the portal's builds (../../antd-a-medida-plugin.ts).
// Every Title and Text imports the editor of `editable` (text edited in place, with antd's TextArea and rc-textarea),
// which no text of the portal uses: every screen downloaded and ran it (≈ 6 KB br). A text given `editable` fails
// with a clear message instead of showing no editor. Forms use the TextArea of Input, as before.

export const EDICION_NO_INCLUIDA =
  'Cartera: los textos del portal no incluyen la edición en el lugar de antd (editable de Typography); use un ' +
  'formulario (packages/plataforma/src/antd-a-medida).';

export default function SinEdicionDeTexto(): never {
  throw new Error(EDICION_NO_INCLUIDA);
}
