import fc from 'fast-check';
import { paradaEnRuta, prestamoEnRuta } from '../../../packages/plataforma/test/datosRecaudo';
import {
  coincideParada,
  enlaceMapa,
  enlaceSms,
  enlaceWhatsApp,
  numeroWhatsApp,
  teclear,
  textoRecibo,
} from './texto';

describe('Mi Ruta: enlaces, teclado y recibo', () => {
  /** A receipt of 15.000 sent, on loan #7, leaving 25.000. */
  const base = {
    cliente: 'Ana',
    numero: 7,
    monto: 15000,
    fecha: '2026-11-26',
    cobrador: 'Carlos',
    saldo: 25000,
    enviado: true,
  };

  it('WhatsApp con el indicativo de Colombia y el texto codificado', () => {
    expect(numeroWhatsApp('300 123 4567')).toBe('573001234567');
    expect(numeroWhatsApp('+57 300 123 4567')).toBe('573001234567');
    expect(enlaceWhatsApp('3001234567', 'Hola & chao')).toBe(
      'https://wa.me/573001234567?text=Hola%20%26%20chao',
    );
    expect(enlaceSms('300-123-4567', 'a b')).toBe('sms:3001234567?body=a%20b');
  });

  it('mapa sólo con coordenadas', () => {
    expect(enlaceMapa(null, -74)).toBeNull();
    expect(enlaceMapa(4.65, -74.06)).toBe('https://www.google.com/maps/search/?api=1&query=4.65,-74.06');
  });

  it('el teclado numérico: sin ceros a la izquierda, borrar y a lo sumo 12 dígitos', () => {
    expect(teclear('', '0')).toBe('');
    expect(teclear('5', '000')).toBe('5000');
    expect(teclear('5000', 'borrar')).toBe('500');
    expect(teclear('999999999999', '1')).toBe('999999999999');
  });

  it('sobre el valor propuesto, la primera tecla lo reemplaza y «borrar» lo deja vacío', () => {
    expect(teclear('3974', '5', true)).toBe('5');
    expect(teclear('3974', '000', true)).toBe('');
    expect(teclear('3974', 'borrar', true)).toBe('');
    expect(teclear('3974', '5')).toBe('39745');
    // Whatever was proposed, what is typed next is what the collector pressed.
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,11}$/),
        fc.stringMatching(/^[1-9]\d{0,10}$/),
        (propuesto, tecleado) => {
          const [primera, ...resto] = tecleado;
          const monto = resto.reduce((m, t) => teclear(m, t), teclear(propuesto, primera ?? '', true));
          expect(monto).toBe(tecleado);
        },
      ),
    );
  });

  it('el recibo escribe la fecha como la oficina (26/11/2026)', () => {
    expect(textoRecibo(base)).toContain('Fecha: 26/11/2026');
    expect(textoRecibo(base)).not.toContain('2026-11-26');
  });

  it('el recibo dice si el pago espera a enviarse', () => {
    const texto = textoRecibo(base);
    expect(texto).toContain('Préstamo #7');
    expect(texto).toMatch(/Valor recibido: \$\s?15\.000/);
    expect(texto).toMatch(/Saldo pendiente: \$\s?25\.000/);
    expect(texto).not.toContain('sin señal');
    expect(textoRecibo({ ...base, saldo: null, enviado: false })).toContain('Pago registrado sin señal');
  });

  it('el recibo dice cómo pagar la próxima por transferencia, si la organización tiene una cuenta de recaudo', () => {
    const comoPagar = { destino: 'Llave Bre-B Llave del negocio: @creditosdemo', referencia: '75' };
    expect(
      textoRecibo({ ...base, comoPagar })
        .split('\n')
        .slice(-2),
    ).toEqual([
      'Pague por transferencia a Llave Bre-B Llave del negocio: @creditosdemo',
      'Referencia de pago: 75',
    ]);
    expect(textoRecibo({ ...base, comoPagar: null })).not.toContain('transferencia');
  });

  describe('buscar entre las paradas del día', () => {
    const parada = paradaEnRuta([prestamoEnRuta({ numero: 75 })]);
    const cliente = {
      ...parada.cliente,
      nombre: 'José Ángel Peñaranda',
      direccion: 'Carrera 7 # 45-12',
      barrio: 'Chapinero',
      ciudad: 'Bogotá',
      telefono: '300 123 4567',
      cedula: '1023456789',
    };
    const suya = { ...parada, cliente };

    it.each([
      ['', true],
      ['jose', true],
      ['ANGEL peñaranda', true],
      ['carrera 7', true],
      ['chapinero', true],
      ['bogota', true],
      ['1234567', true],
      ['75', true],
      ['maria', false],
      ['jose maria', false],
      ['999', false],
      ['1023456789', true],
      ['1.023.456.789', true],
      ['1 023 456 789', true],
      ['456789', true],
      ['jose 1.023', true],
      ['1023456788', false],
      ['maria 1023456789', false],
    ])('«%s» → %s', (busqueda, esperado) => {
      expect(coincideParada(suya, busqueda)).toBe(esperado);
    });

    it('un día guardado en el teléfono antes de traer la cédula se sigue buscando por lo demás', () => {
      const { cedula: _sinCedula, ...antes } = cliente;
      const guardada = { ...parada, cliente: antes };
      expect(coincideParada(guardada, '1023456789')).toBe(false);
      expect(coincideParada(guardada, '300 123')).toBe(true);
      expect(coincideParada(guardada, 'jose')).toBe(true);
    });
  });
});
