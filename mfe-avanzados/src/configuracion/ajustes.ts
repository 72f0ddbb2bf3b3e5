// What each settings card of Configuración says, declared once: the cards spread their entry into the form kit
// (FormularioAjuste) and the tests read the same words (the read-only notice, the save button, the toasts).

export interface TextosAjuste {
  titulo: string;
  /** The form's name (its fields' ids: `horas-oficina_entregaCajaHora`). */
  nombre: string;
  /** Shown above the fields to whoever may read but not change the settings (the gerente). */
  soloLectura: string;
  /** The save button; only who may change the settings sees it. */
  boton: string;
  /** The toasts of a save. */
  mensajes: { exito: string; error: string };
}

export const AJUSTES = {
  empresa: {
    titulo: 'Empresa',
    nombre: 'empresa',
    soloLectura: 'Sólo un administrador puede cambiar estos datos.',
    boton: 'Guardar datos de la empresa',
    mensajes: { exito: 'Datos de la empresa guardados', error: 'Error al guardar los datos de la empresa' },
  },
  horas: {
    titulo: 'Horas de la oficina',
    nombre: 'horas-oficina',
    soloLectura: 'Sólo un administrador puede cambiar estas horas.',
    boton: 'Guardar horas',
    mensajes: { exito: 'Horas guardadas', error: 'Error al guardar las horas' },
  },
  usura: {
    titulo: 'Tipo de crédito y usura',
    nombre: 'ajustes-usura',
    soloLectura: 'Sólo un administrador puede cambiar estos ajustes.',
    boton: 'Guardar ajustes de usura',
    mensajes: { exito: 'Ajustes de usura guardados', error: 'Error al guardar los ajustes de usura' },
  },
  cajaInsuficiente: {
    titulo: 'Desembolsos y caja de la oficina',
    nombre: 'caja-insuficiente',
    soloLectura: 'Sólo un administrador puede cambiar este ajuste.',
    boton: 'Guardar ajuste de la caja',
    mensajes: { exito: 'Ajuste de la caja guardado', error: 'Error al guardar el ajuste de la caja' },
  },
  interesMora: {
    titulo: 'Interés de mora',
    nombre: 'interes-mora',
    soloLectura: 'Sólo un administrador puede cambiar el interés de mora.',
    boton: 'Guardar interés de mora',
    mensajes: { exito: 'Interés de mora guardado', error: 'Error al guardar el interés de mora' },
  },
  terminosPrestamo: {
    titulo: 'Términos de un préstamo nuevo',
    nombre: 'terminos-prestamo',
    soloLectura: 'Sólo un administrador puede cambiar los términos que propone un préstamo nuevo.',
    boton: 'Guardar términos',
    mensajes: { exito: 'Términos del préstamo nuevo guardados', error: 'Error al guardar los términos' },
  },
  fueraDeSitio: {
    titulo: 'Cobros fuera de sitio',
    nombre: 'fuera-de-sitio',
    soloLectura: 'Sólo un administrador puede cambiar esta distancia.',
    boton: 'Guardar distancia',
    mensajes: { exito: 'Distancia guardada', error: 'Error al guardar la distancia' },
  },
  ventanaFechas: {
    titulo: 'Fechas de negocio',
    nombre: 'ventana-fechas',
    soloLectura: 'Sólo un administrador puede cambiar la ventana de fechas.',
    boton: 'Guardar ventana',
    mensajes: { exito: 'Ventana de fechas guardada', error: 'Error al guardar la ventana de fechas' },
  },
  limitesGastos: {
    titulo: 'Gastos de cobradores',
    nombre: 'limites-gastos',
    soloLectura: 'Sólo un administrador puede cambiar estos límites.',
    boton: 'Guardar límites',
    mensajes: { exito: 'Límites de gastos guardados', error: 'Error al guardar los límites' },
  },
  umbralesAprobacion: {
    titulo: 'Aprobaciones (cuatro ojos)',
    nombre: 'umbrales-aprobacion',
    soloLectura: 'Sólo un administrador puede cambiar estos umbrales.',
    boton: 'Guardar umbrales',
    mensajes: { exito: 'Umbrales de aprobación guardados', error: 'Error al guardar los umbrales' },
  },
  politicasContables: {
    titulo: 'Políticas contables',
    nombre: 'politicas-contables',
    soloLectura: 'Sólo un administrador puede cambiar las políticas contables.',
    boton: 'Guardar políticas',
    mensajes: { exito: 'Políticas contables guardadas', error: 'Error al guardar las políticas contables' },
  },
} satisfies Record<string, TextosAjuste>;
