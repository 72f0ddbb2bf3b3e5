// npm run restaurar -- <archivo> [--destino <DATA_DIR>] [--forzar] [--sha256 <hex>] [--url <postgres://…>]
//                                 [--clave-archivo <archivo>] [--supresiones <archivo>]
// Restaura un respaldo de Cartera (restaurar.ts). La clave de un respaldo cifrado sale de --clave-archivo, de
// RESPALDOS_CLAVE o del archivo que Cartera generó en DATA_DIR/claves/respaldos.key (nunca de la línea de órdenes,
// que otros usuarios ven en `ps`). Sale con 0 si la base quedó restaurada y comprobada.
import path from 'node:path';
import { clavesParaRestaurar } from './clave-respaldos';
import { ARCHIVO_REGISTRO_SUPRESIONES } from '../habeas-data/supresion';
import { leerConfiguracion } from '../config/configuracion';
import { ErrorRestauracion, restaurar } from './restaurar';

const AYUDA = `Uso: npm run restaurar -- <archivo> [opciones]

  <archivo>                  respaldo de Cartera (.tar.gz.cifrado, o .tar.gz de antes del cifrado por defecto),
                             con su <archivo>.sha256 al lado
  --destino <carpeta>        DATA_DIR donde restaurar (por defecto el de Cartera: DATA_DIR o .data)
  --forzar                   si ya hay una base en el destino, se aparta (postgres.antes-<fecha>) en vez de negarse
  --sha256 <valor>           sha256 esperado, si el archivo no tiene su .sha256 (el que muestra Configuración → Sistema)
  --url <url>                respaldo de pg_dump: base vacía de destino (por defecto DATABASE_URL)
  --clave-archivo <archivo>  la copia que guardó del archivo de la clave (respaldos.key) de otro computador
  --supresiones <archivo>    el registro de supresiones a llevar al destino (por defecto DATA_DIR/supresiones.log):
                             al arrancar, Cartera vuelve a suprimir a los clientes suprimidos después del respaldo

  La clave de un respaldo cifrado: la de --clave-archivo; si no se indica, RESPALDOS_CLAVE y la que Cartera generó
  en DATA_DIR/claves/respaldos.key (la primera que lo abre).`;

interface Argumentos {
  archivo?: string;
  destino?: string;
  forzar: boolean;
  sha256?: string;
  url?: string;
  claveArchivo?: string;
  registroSupresiones?: string;
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
    else if (argumento === '--clave-archivo') resultado.claveArchivo = valor();
    else if (argumento === '--supresiones') resultado.registroSupresiones = valor();
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
  const claves = await clavesParaRestaurar({
    archivoIndicado: argumentos.claveArchivo,
    clave: config.respaldos.clave,
    archivoClave: config.respaldos.archivoClave,
  }).catch((error: unknown) => {
    throw new ErrorRestauracion(error instanceof Error ? error.message : String(error));
  });
  const resultado = await restaurar({
    archivo: argumentos.archivo,
    destino: argumentos.destino ?? config.dataDir,
    forzar: argumentos.forzar,
    sha256: argumentos.sha256,
    claves,
    archivoClave: argumentos.claveArchivo === undefined ? config.respaldos.archivoClave : undefined,
    url: argumentos.url ?? config.baseDatos.url,
    registroSupresiones: argumentos.registroSupresiones ?? path.join(config.dataDir, ARCHIVO_REGISTRO_SUPRESIONES),
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
