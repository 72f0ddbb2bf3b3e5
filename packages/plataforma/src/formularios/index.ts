// '@cartera/plataforma/formularios': the form in a modal (FormularioModal), shared apart from the main entry so that
// screens without a form do not load Form and Modal.
export { FormularioModal } from './FormularioModal';
export type { FormularioModalProps } from './FormularioModal';
export { CampoFoto } from './CampoFoto';
