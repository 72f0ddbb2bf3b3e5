// Los mensajes de los cobros: los usan el servicio de cobros y la declaración del cobro en el núcleo de dinero.
export const MENSAJES_COBROS = {
  noEncontrado: 'Cobro no encontrado',
  ajeno: 'No tiene permisos sobre este cobro',
  cobradorNoExiste: 'El cobrador no existe',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar cobros',
  otroPrestamo:
    'El préstamo de un cobro no se cambia al editarlo: use «Corregir préstamo», que lo pasa a otro préstamo (del mismo ' +
    'cliente o de otro) con su fecha, su cobrador y quien tiene el efectivo',
  mismoPrestamo: 'El cobro ya está en ese préstamo: elija el préstamo correcto',
  enPoderDeAjeno:
    'El efectivo sólo puede quedar en poder del cobrador del cobro (el que lo recibió); sin él, queda en la caja de la oficina',
  enPoderDeCobrador: 'Un cobrador registra sólo el efectivo que él recibió: quien lo tiene es él',
  cobroMovido: 'El cobro cambió de préstamo mientras se corregía: vuelva a cargarlo e intente de nuevo',
} as const;
