import { carpetaSocketEmbebido, porSocket } from './acceso-embebido';

describe('el socket Unix del PostgreSQL embebido', () => {
  it('va en postgres-socket de la carpeta de datos, si la ruta del socket cabe', () => {
    expect(carpetaSocketEmbebido('/srv/cartera/.data', 54329)).toBe('/srv/cartera/.data/postgres-socket');
  });

  it('una ruta que no cabe en sun_path, o con comas o espacios, deja sólo TCP', () => {
    expect(carpetaSocketEmbebido(`/srv/${'x'.repeat(80)}`, 54329)).toBeUndefined();
    expect(carpetaSocketEmbebido('/srv/uno,dos', 54329)).toBeUndefined();
    expect(carpetaSocketEmbebido('/srv/mis datos', 54329)).toBeUndefined();
  });

  it('la URL por el socket conserva usuario, host, puerto y base; sin carpeta queda igual', () => {
    const tcp = 'postgres://postgres:cl%40ve@127.0.0.1:54330/cartera';
    const socket = new URL(porSocket(tcp, '/srv/cartera/.data/postgres-socket'));
    expect(socket.searchParams.get('host')).toBe('/srv/cartera/.data/postgres-socket');
    expect([socket.username, socket.password, socket.hostname, socket.port, socket.pathname]).toEqual([
      'postgres',
      'cl%40ve',
      '127.0.0.1',
      '54330',
      '/cartera',
    ]);
    expect(porSocket(tcp, undefined)).toBe(tcp);
  });
});
