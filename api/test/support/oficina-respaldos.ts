// La oficina de las pruebas de respaldos (respaldos*.e2e-spec.ts): un PostgreSQL embebido propio, como el de npm start,
// con la API encima sin RESPALDOS_CLAVE (genera la clave en DATA_DIR/claves/respaldos.key la primera vez) y los datos
// de una oficina: dos préstamos con plan, cobros y una garantía con su documento; cada escritura deja su evento de
// auditoría.
import { hoyBogota } from '@cartera/dominio';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { leerArchivoClave } from '../../src/sistema/clave-respaldos';
import { crearAppPrueba, type AppPrueba, type Json, type RespuestaPrueba } from './app-prueba';
import { PDF } from './archivos-de-respaldo';
import { arrancarEmbebidoHijo, type EmbebidoHijo } from './embebido-hijo';
import { CARPETA_PG_PRUEBAS, puertoLibre } from './entorno';
import { crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';
import { multipart } from './importacion';

export interface OficinaRespaldos {
  /** La carpeta de la prueba: el DATA_DIR de origen y las carpetas de restauración van dentro. */
  carpeta: string;
  origenDir: string;
  respaldosDir: string;
  /** La clave que la API generó al crearse (sin RESPALDOS_CLAVE, como npm start la primera vez). */
  archivoClave: string;
  clave: string;
  origen: EmbebidoHijo;
  prueba: AppPrueba;
  /** El token del admin. */
  admin: string;
  pedirRespaldo(token?: string): Promise<RespuestaPrueba>;
  /** Lo que muestra Configuración → Sistema → Respaldos (items, ultimo, programacion, clave). */
  listar(): Promise<Json>;
  /** Un PostgreSQL embebido más sobre `dataDir` (p. ej. el restaurado), que `cerrar` detiene. */
  arrancar(dataDir: string): Promise<EmbebidoHijo>;
  cerrar(): Promise<void>;
}

/** La oficina en `CARPETA_PG_PRUEBAS/<nombre>-<pid>`, con sus datos ya escritos por la API. */
export async function prepararOficinaRespaldos(nombre: string): Promise<OficinaRespaldos> {
  const carpeta = path.join(CARPETA_PG_PRUEBAS, `${nombre}-${process.pid}`);
  const origenDir = path.join(carpeta, 'origen');
  const archivoClave = path.join(origenDir, 'claves', 'respaldos.key');
  const hijos: EmbebidoHijo[] = [];
  let prueba: AppPrueba | undefined;
  const arrancar = async (dataDir: string) => {
    const hijo = await arrancarEmbebidoHijo(dataDir, await puertoLibre());
    hijos.push(hijo);
    return hijo;
  };
  const cerrar = async () => {
    await prueba?.cerrar();
    for (const hijo of hijos) await hijo.detener().catch(() => hijo.proceso.kill('SIGKILL'));
    await rm(carpeta, { recursive: true, force: true });
  };

  try {
    await rm(carpeta, { recursive: true, force: true });
    await mkdir(carpeta, { recursive: true });
    const origen = await arrancar(origenDir);
    const app = await crearAppPrueba({
      baseEmbebida: { url: origen.url, dataDir: origenDir },
      entorno: { RESPALDOS_HORA: '3', NOTIFICACIONES_TRABAJADORES: '1' },
    });
    prueba = app;
    const admin = await app.token('admin');
    const clave = (await leerArchivoClave(archivoClave)) ?? '';
    await escribirDatosDeOficina(app, admin);
    return {
      carpeta,
      origenDir,
      respaldosDir: path.join(origenDir, 'respaldos'),
      archivoClave,
      clave,
      origen,
      prueba: app,
      admin,
      pedirRespaldo: (token = admin) => app.pedir({ metodo: 'POST', ruta: '/api/sistema/respaldos', token }),
      listar: async () =>
        (await app.pedir({ metodo: 'GET', ruta: '/api/sistema/respaldos', token: admin })).body.data,
      arrancar,
      cerrar,
    };
  } catch (error) {
    await cerrar();
    throw error;
  }
}

async function escribirDatosDeOficina(prueba: AppPrueba, admin: string): Promise<void> {
  const hoy = hoyBogota();
  for (const monto of [40000, 125000]) {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const prestamo = await crearPrestamoPrueba(prueba, admin, {
      cliente: cliente.id,
      monto,
      interes: 20,
      cuotas: 4,
      tipoAmortizacion: 'amortizable',
    });
    for (const pago of [monto / 10, monto / 7]) {
      const cobro = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token: admin,
        cuerpo: { prestamo: prestamo._id, monto: Math.round(pago), fecha: hoy },
      });
      expect(cobro.status).toBe(201);
    }
    const garantia = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/garantias',
      token: admin,
      cuerpo: {
        prestamo: prestamo._id,
        tipo: 'vehiculo',
        descripcion: 'Moto',
        valorDeclarado: 3500000.5,
        identificadorLegal: 'ABC12D',
      },
    });
    expect(garantia.status).toBe(201);
    const { cuerpo, tipo } = multipart([
      { nombre: 'tipo', valor: 'garantia' },
      { nombre: 'relacionadoTipo', valor: 'garantia' },
      { nombre: 'relacionadoId', valor: garantia.body.data._id },
      { nombre: 'file', valor: PDF, archivo: 'a.pdf', tipo: 'application/pdf' },
    ]);
    const subida = await prueba.app.inject({
      method: 'POST',
      url: '/api/documentos/upload',
      headers: { authorization: `Bearer ${admin}`, 'content-type': tipo },
      payload: cuerpo,
    });
    expect(subida.statusCode).toBe(201);
  }
}
