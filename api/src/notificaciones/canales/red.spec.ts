import { esHostLoopback, ipPermitida, lookupSeguro, type Lookup } from './red';

const sinLoopback = { permitirLoopback: false };
const conLoopback = { permitirLoopback: true };

describe('red de los canales', () => {
  it('sólo admite direcciones públicas; loopback, únicamente con la excepción de pruebas', () => {
    for (const ip of ['8.8.8.8', '93.184.216.34', '2606:4700::1111']) expect(ipPermitida(ip, sinLoopback)).toBe(true);
    for (const ip of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'fd00::1',
      'fe80::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '2002:a00:1::',
      'no-es-ip',
    ]) {
      expect({ ip, permitida: ipPermitida(ip, conLoopback) }).toEqual({ ip, permitida: false });
    }
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(ipPermitida(ip, sinLoopback)).toBe(false);
      expect(ipPermitida(ip, conLoopback)).toBe(true);
    }
    expect(esHostLoopback('localhost')).toBe(true);
    expect(esHostLoopback('[::1]')).toBe(true);
    expect(esHostLoopback('proveedor.example.com')).toBe(false);
  });

  it('el lookup rechaza un nombre si alguna de sus direcciones no es pública', (listo) => {
    const resolver: Lookup = (_host, _opciones, llamada) =>
      llamada(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    lookupSeguro(sinLoopback, resolver)('interno.example.com', { all: true }, (error) => {
      expect((error as NodeJS.ErrnoException).code).toBe('CARTERA_DESTINO_PROHIBIDO');
      listo();
    });
  });
});
