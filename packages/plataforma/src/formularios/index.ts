// '@cartera/plataforma/formularios': the form in a modal (FormularioModal) and the select that searches the server
// (SelectorRemoto), shared apart from the main entry so that screens without a form do not load Form and Modal. The photo field (Upload) is an entry of its own,
// '@cartera/plataforma/campo-foto' (CampoFoto.tsx): the forms without a photo do not load it.
export { FormularioModal, anchoAdaptable } from './FormularioModal';
export type { CierreModal, FormularioModalProps, PreguntaFormulario } from './FormularioModal';
export { SelectorRemoto, ESPERA_BUSQUEDA_MS } from './SelectorRemoto';
export type { SelectorRemotoProps } from './SelectorRemoto';
export { EntradaMonto, formatearMontoEntrada, leerMontoEntrada } from './EntradaMonto';
export { CampoPrestamo } from './CampoPrestamo';
export { CampoInterruptor } from './CampoInterruptor';
export { SelectConAyuda } from './SelectConAyuda';
export type { OpcionConAyuda } from './SelectConAyuda';
export { OPCIONES_TIPO_AMORTIZACION } from './opcionesAmortizacion';
export { CamposFormulario, campo } from './CamposFormulario';
export type { Campo, OpcionesCampo } from './CamposFormulario';
// The office of something new (a client, a cash movement): a form's field, so it lives here and not in the main entry.
export { CampoOficina, useOficinasParaElegir } from './CampoOficina';
