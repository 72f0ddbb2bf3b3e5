import {
  INGRESOS_MAXIMO,
  MENSAJES,
  MONTO_PAGO_MAXIMO,
  esBusquedaNumerica,
  esCedulaValida,
  esEmailValido,
  esTelefonoValido,
  formatearCedula,
  formatearTelefono,
  limpiarCedula,
  limpiarTelefono,
  soloDigitos,
  validarCliente,
  validarContrasenaNueva,
  validarEmail,
  validarIngresos,
  validarMontoPago,
  validarTelefono,
} from './validacion';

describe('soloDigitos', () => {
  it('quita todo lo que no es dígito y corta al máximo pedido', () => {
    expect(soloDigitos('001-1234567-8')).toBe('00112345678');
    expect(soloDigitos('(300) 123 4567', 6)).toBe('300123');
    expect(soloDigitos('abc')).toBe('');
  });

  it('trata null y undefined como texto vacío', () => {
    expect(soloDigitos(null)).toBe('');
    expect(soloDigitos(undefined, 3)).toBe('');
  });
});

describe('esBusquedaNumerica', () => {
  it('un número con sus separadores es búsqueda numérica', () => {
    expect(esBusquedaNumerica('001-1234567-8')).toBe(true);
    expect(esBusquedaNumerica('(300) 123 4567')).toBe(true);
    expect(esBusquedaNumerica('+57 300.123')).toBe(true);
  });

  it('un texto con letras o sin dígitos no lo es, aunque tenga dígitos', () => {
    expect(esBusquedaNumerica('cobrador1@cartera.local')).toBe(false);
    expect(esBusquedaNumerica('Zona 3')).toBe(false);
    expect(esBusquedaNumerica(' - ')).toBe(false);
  });
});

describe('cédula', () => {
  it('limpiar deja sólo dígitos, como máximo 11', () => {
    expect(limpiarCedula('001-1234567-8')).toBe('00112345678');
    expect(limpiarCedula('1234567890123')).toBe('12345678901');
  });

  it.each([
    ['00112345678', true],
    ['001-1234567-8', true],
    ['0011234567', true],
    ['52123456', true],
    ['123', true],
    ['12', false],
    ['001123456789', false],
    ['0011234567a', false],
    ['', false],
    [null, false],
  ])('%j es una cédula válida: %s (de 3 a 11 dígitos)', (cedula, valida) =>
    expect(esCedulaValida(cedula)).toBe(valida),
  );

  it('se muestra en grupos 3-7-1 con guiones', () => {
    expect(formatearCedula('00112345678')).toBe('001-1234567-8');
    expect(formatearCedula('001 1234567 8')).toBe('001-1234567-8');
  });

  it('con una cantidad de dígitos distinta se muestra el texto tal cual', () => {
    expect(formatearCedula('12345')).toBe('12345');
    expect(formatearCedula('CC 123')).toBe('CC 123');
    expect(formatearCedula(undefined)).toBe('');
  });
});

describe('teléfono', () => {
  it('limpiar deja sólo dígitos, como máximo 10', () => {
    expect(limpiarTelefono('300-123-4567 ext')).toBe('3001234567');
    expect(limpiarTelefono('30012345678')).toBe('3001234567');
  });

  it.each([
    ['3001234567', true],
    ['300-123-4567', true],
    ['300123456', false],
    ['30012345678', false],
  ])('%j es un teléfono válido: %s (sólo con exactamente 10 dígitos)', (telefono, valido) =>
    expect(esTelefonoValido(telefono)).toBe(valido),
  );

  it('se muestra 3-3-4 con guiones y si no, tal cual', () => {
    expect(formatearTelefono('3001234567')).toBe('300-123-4567');
    expect(formatearTelefono('12345')).toBe('12345');
  });
});

describe('email', () => {
  it.each(['ana@cartera.local', 'ana.perez+cobros@empresa.com.co', 'a@b.co', 'x_y@sub.dominio-uno.org'])(
    'acepta %s',
    (email) => expect(esEmailValido(email)).toBe(true),
  );

  it.each([
    '',
    'ana',
    'ana@',
    '@cartera.com',
    'ana@cartera',
    'ana perez@cartera.com',
    'ana@@cartera.com',
    'ana@car@tera.com',
    'ana@cartera..com',
    'ana@.cartera.com',
    'ana@cartera.com.',
    '.ana@cartera.com',
    'ana..perez@cartera.com',
    'ana@-cartera.com',
    'ana@cartera.c',
    'ana@cartera.123',
  ])('rechaza %j', (email) => expect(esEmailValido(email)).toBe(false));

  it('validarEmail: opcional por defecto, obligatorio si se pide', () => {
    expect(validarEmail('')).toBeNull();
    expect(validarEmail(null)).toBeNull();
    expect(validarEmail('', { obligatorio: true })).toBe('El email es obligatorio');
    expect(validarEmail('malo')).toBe('Ingresa un email válido');
  });
});

describe('mensajes de la especificación', () => {
  it('se usan al pie de la letra', () => {
    expect(MENSAJES).toMatchObject({
      usuarioObligatorio: 'Por favor ingrese el usuario',
      contrasenaObligatoria: 'Por favor ingrese la contraseña',
      nombreObligatorio: 'El nombre es obligatorio',
      cedulaObligatoria: 'La cédula es obligatoria',
      cedulaInvalida: 'La cédula debe tener entre 3 y 11 dígitos',
      telefonoInvalido: 'El teléfono debe tener 10 dígitos válidos',
      emailInvalido: 'Ingresa un email válido',
      formularioConErrores: 'Por favor corrige los errores en el formulario',
      montoInvalido: 'Monto inválido',
      seleccionaPrestamo: 'Selecciona un préstamo',
      contrasenasNoCoinciden: 'Las contraseñas no coinciden',
      camposObligatorios: 'Complete todos los campos obligatorios',
      imagenGrande: 'La imagen es demasiado grande (>5MB)',
      direccionObligatoria: 'La dirección es obligatoria',
      ciudadObligatoria: 'La ciudad es obligatoria',
      telefonoObligatorio: 'El teléfono es obligatorio',
      emailObligatorio: 'El email es obligatorio',
    });
  });
});

describe('validarCliente', () => {
  const valido = {
    nombre: 'Ana Pérez',
    cedula: '00112345678',
    telefono: '3001234567',
    email: '',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Medellín',
  };

  it('un cliente completo no tiene errores', () => {
    expect(validarCliente(valido)).toEqual({});
  });

  it('un formulario vacío marca cada campo obligatorio con su mensaje', () => {
    expect(validarCliente({})).toEqual({
      nombre: 'El nombre es obligatorio',
      cedula: 'La cédula es obligatoria',
      telefono: 'El teléfono es obligatorio',
      direccion: 'La dirección es obligatoria',
      ciudad: 'La ciudad es obligatoria',
    });
  });

  it('nombre de sólo espacios cuenta como vacío', () => {
    expect(validarCliente({ ...valido, nombre: '   ' })).toEqual({ nombre: 'El nombre es obligatorio' });
  });

  it('cédula, teléfono, email y teléfonos de referencia mal escritos dan su mensaje', () => {
    expect(
      validarCliente({
        ...valido,
        cedula: '12',
        telefono: '300',
        email: 'ana@',
        referencia1Telefono: '12',
        referencia2Telefono: '',
      }),
    ).toEqual({
      cedula: 'La cédula debe tener entre 3 y 11 dígitos',
      telefono: 'El teléfono debe tener 10 dígitos válidos',
      email: 'Ingresa un email válido',
      referencia1Telefono: 'El teléfono debe tener 10 dígitos válidos',
    });
  });

  it('validarTelefono no exige un teléfono opcional', () => {
    expect(validarTelefono('', { obligatorio: false })).toBeNull();
  });
});

describe('montos de pago', () => {
  it('el monto de un cobro o movimiento de caja es obligatorio, en pesos enteros y con el tope de la API', () => {
    expect(validarMontoPago(25000)).toBeNull();
    expect(validarMontoPago(MONTO_PAGO_MAXIMO)).toBeNull();
    expect(validarMontoPago(undefined)).toBe(MENSAJES.montoObligatorio);
    expect(validarMontoPago(0)).toBe(MENSAJES.montoMinimo);
    expect(validarMontoPago(10.5)).toBe(MENSAJES.montoEntero);
    expect(validarMontoPago(MONTO_PAGO_MAXIMO + 1)).toBe(MENSAJES.montoPagoMaximo);
  });

  it("con `sinMonto` (la API y el pago de una cuota, §5), el que falta o no llega a 1 peso es 'Monto inválido'", () => {
    for (const valor of [undefined, null, '', 0, 0.5, -10, Number.NaN, '100']) {
      expect(validarMontoPago(valor, MENSAJES.montoInvalido)).toBe(MENSAJES.montoInvalido);
    }
    expect(validarMontoPago(10.5, MENSAJES.montoInvalido)).toBe(MENSAJES.montoEntero);
    expect(validarMontoPago(MONTO_PAGO_MAXIMO + 1, MENSAJES.montoInvalido)).toBe(MENSAJES.montoPagoMaximo);
    expect(validarMontoPago(1, MENSAJES.montoInvalido)).toBeNull();
  });
});

describe('ingresos del cliente', () => {
  it('son opcionales; si vienen, de 0 al tope de la API con a lo sumo dos decimales', () => {
    expect(validarIngresos(null)).toBeNull();
    expect(validarIngresos(1234567.89)).toBeNull();
    expect(validarIngresos(INGRESOS_MAXIMO)).toBeNull();
    expect(validarIngresos(-50000)).toBe(MENSAJES.ingresosInvalidos);
    expect(validarIngresos(1.234)).toBe(MENSAJES.ingresosInvalidos);
    expect(validarIngresos(INGRESOS_MAXIMO + 1)).toBe(MENSAJES.ingresosInvalidos);
  });
});

describe('contraseña nueva', () => {
  it('exige contraseña, longitud mínima y que coincida con la confirmación', () => {
    expect(validarContrasenaNueva('')).toBe('La contraseña es obligatoria');
    expect(validarContrasenaNueva('corta')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(validarContrasenaNueva('cartera123', 'cartera124')).toBe('Las contraseñas no coinciden');
    expect(validarContrasenaNueva('cartera123', 'cartera123')).toBeNull();
    expect(validarContrasenaNueva('cartera123')).toBeNull();
  });
});
