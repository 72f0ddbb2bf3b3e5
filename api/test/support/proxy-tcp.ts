// Un proxy TCP entre la aplicación y PostgreSQL que se puede cortar: simula una caída de la base (conexiones
// abiertas que se rompen, conexiones nuevas rechazadas) sin tocar el servidor que comparten las demás pruebas. Va por
// TCP al host y puerto de la URL aunque las demás pruebas usen el socket Unix.
import net from 'node:net';

export interface ProxyTcp {
  puerto: number;
  /** La URL de PostgreSQL apuntando al proxy. */
  url(original: string): string;
  /** Rompe las conexiones abiertas y deja de aceptar nuevas (ECONNREFUSED). */
  cortar(): Promise<void>;
  /** Vuelve a aceptar conexiones en el mismo puerto. */
  restablecer(): Promise<void>;
  cerrar(): Promise<void>;
}

export async function crearProxyTcp(destinoUrl: string): Promise<ProxyTcp> {
  const destino = new URL(destinoUrl);
  const host = destino.hostname;
  const puertoDestino = Number(destino.port || 5432);
  const sockets = new Set<net.Socket>();
  let servidor: net.Server | undefined;
  let puerto = 0;

  const abrir = () =>
    new Promise<void>((resolver, rechazar) => {
      const nuevo = net.createServer((cliente) => {
        const remoto = net.connect(puertoDestino, host);
        sockets.add(cliente);
        sockets.add(remoto);
        const cerrar = () => {
          cliente.destroy();
          remoto.destroy();
          sockets.delete(cliente);
          sockets.delete(remoto);
        };
        for (const socket of [cliente, remoto]) {
          socket.on('error', cerrar);
          socket.on('close', cerrar);
        }
        cliente.pipe(remoto).pipe(cliente);
      });
      nuevo.once('error', rechazar);
      nuevo.listen(puerto, '127.0.0.1', () => {
        puerto = (nuevo.address() as net.AddressInfo).port;
        servidor = nuevo;
        resolver();
      });
    });

  const cortar = async () => {
    const actual = servidor;
    servidor = undefined;
    const cerrado = new Promise<void>((resolver) => (actual ? actual.close(() => resolver()) : resolver()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await cerrado;
  };

  await abrir();
  return {
    get puerto() {
      return puerto;
    },
    url(original) {
      const url = new URL(original);
      url.hostname = '127.0.0.1';
      url.port = String(puerto);
      // Sin el socket Unix de la URL (acceso-embebido.ts): node-postgres lo preferiría al proxy.
      url.searchParams.delete('host');
      return url.toString();
    },
    cortar,
    restablecer: abrir,
    cerrar: cortar,
  };
}
