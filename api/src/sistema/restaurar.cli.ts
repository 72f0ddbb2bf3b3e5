// npm run restaurar -- <archivo> [--destino <DATA_DIR>] [--forzar] [--sha256 <hex>] [--url <postgres://…>]
// Restaura un respaldo de Cartera (restaurar.ts). La clave de un respaldo cifrado se lee de RESPALDOS_CLAVE (nunca
// de la línea de órdenes, que otros usuarios ven en `ps`). Sale con 0 si la base quedó restaurada y comprobada.
import { leerConfiguracion } from '../config/configuracion';
import { ErrorRestauracion, restaurar } from './restaurar';

const AYUDA = `Uso: npm run restaurar -- <archivo> [opciones]

  <archivo>            respaldo de Cartera (.tar.gz o .tar.gz.cifrado), con su <archivo>.sha256 al lado
  --destino <carpeta>  DATA_DIR donde restaurar (por defecto el de Cartera: DATA_DIR o .data)
  --forzar             si ya hay una base en el destino, se aparta (postgres.antes-<fecha>) en vez de negarse
  --sha256 <valor>     sha256 esperado, si el archivo no tiene su .sha256 (el que muestra Configuración → Sistema)
  --url <url>          respaldo de pg_dump: base vacía de destino (por defecto DATABASE_URL)

  RESPALDOS_CLAVE      clave de un respaldo cifrado`;

interface Argumentos {
  archivo?: string;
  destino?: string;
  forzar: boolean;
  sha256?: string;
  url?: string;
  ayuda: boolean;
}

function leerArgumentos(argv: string[]): Argumentos {
  const resultado: Argumentos = { forzar: false, ayuda: false };
  for (let i = 0; i < argv.length; i++) {
    const argumento = argv[i];
    const valor = () => {
      const siguiente = argv[++i];
      if (siguiente === undefined) throw new ErrorRestauracion(`Falta el valor de ${argumento}`);
      return siguiente;
    };
    if (argumento === '--forzar') resultado.forzar = true;
    else if (argumento === '--destino') resultado.destino = valor();
    else if (argumento === '--sha256') resultado.sha256 = valor();
    else if (argumento === '--url') resultado.url = valor();
    else if (argumento === '--ayuda' || argumento === '-h' || argumento === '--help') resultado.ayuda = true;
    else if (argumento.startsWith('-')) throw new ErrorRestauracion(`Opción desconocida: ${argumento}`);
    else if (resultado.archivo === undefined) resultado.archivo = argumento;
    else throw new ErrorRestauracion(`Sobra el argumento ${argumento}`);
  }
  return resultado;
}

async function main(): Promise<number> {
  const argumentos = leerArgumentos(process.argv.slice(2));
  if (argumentos.ayuda || !argumentos.archivo) {
    console.log(AYUDA);
    return argumentos.ayuda ? 0 : 2;
  }
  const config = leerConfiguracion();
  const inicio = Date.now();
  const resultado = await restaurar({
    archivo: argumentos.archivo,
    destino: argumentos.destino ?? config.dataDir,
    forzar: argumentos.forzar,
    sha256: argumentos.sha256,
    clave: config.respaldos.clave,
    url: argumentos.url ?? config.baseDatos.url,
  });
  console.log(
    `Restauración completa en ${((Date.now() - inicio) / 1000).toFixed(1)} s: respaldo ${resultado.manifiesto.origen} del ` +
      `${resultado.manifiesto.creado} (Cartera ${resultado.manifiesto.aplicacion.version}, ` +
      `${resultado.manifiesto.migraciones.length} migraciones).` +
      (resultado.clusterDir
        ? `\nArranque Cartera con DATA_DIR=${argumentos.destino ?? config.dataDir} (npm start).`
        : ''),
  );
  return 0;
}

main().then(
  (codigo) => process.exit(codigo),
  (error: unknown) => {
    const mensaje = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof ErrorRestauracion ? `No se restauró: ${mensaje}` : `Error al restaurar: ${mensaje}`,
    );
    process.exit(1);
  },
);
