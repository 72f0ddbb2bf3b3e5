// Los mensajes que dicen las operaciones de un cobro en el núcleo de dinero. Viven aquí (el núcleo no importa a quien
// lo llama); cobros/cobros.mensajes.ts los reexporta junto a los suyos, con las mismas palabras.
export const MENSAJES_COBRO_NUCLEO = {
  cobradorNoExiste: 'El cobrador no existe',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar cobros',
  otroPrestamo:
    'El préstamo de un cobro no se cambia al editarlo: use «Corregir préstamo», que lo pasa a otro préstamo (del mismo ' +
    'cliente o de otro) con su fecha, su cobrador y quien tiene el efectivo',
  enPoderDeAjeno:
    'El efectivo sólo puede quedar en poder del cobrador del cobro (el que lo recibió); sin él, queda en la caja de la oficina',
  enPoderDeCobrador: 'Un cobrador registra sólo el efectivo que él recibió: quien lo tiene es él',
  cobroMovido: 'El cobro cambió de préstamo mientras se corregía: vuelva a cargarlo e intente de nuevo',
} as const;
