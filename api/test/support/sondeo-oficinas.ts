// Las dos oficinas del sondeo entre oficinas (sondeo-oficinas.e2e-spec.ts, docs/decisiones/sondeo-entre-oficinas.md):
// la A es la «Oficina principal» de la plantilla, con su gerente y sus cobradores, y en ella una fila de cada cosa que
// una ruta puede nombrar por id, creada por la API real; la B es nueva, con su gerente, que es quien sondea.
import { hoyBogota } from '@cartera/dominio';
import { randomBytes } from 'node:crypto';
import type { AppPrueba, Json, RespuestaPrueba } from './app-prueba';
import { cuerpoCliente } from './clientes';
import { PRESTAMO_CORTO } from './fabricas-cartera';
import { libroXlsx, subirImportacion, subirPartes } from './importacion';
import { subirExtracto } from './pagos-banco';
import { aplicarPagosPendientes } from './pagos';

/** Los ids de lo que la oficina A tiene, por nombre; lo que el sondeo pone en cada `{parametro}` de una ruta. */
export interface OficinaA {
  /** Un texto único de esta corrida en el nombre de cada fila de A: ninguna respuesta al gerente de B lo contiene. */
  marca: string;
  oficina: string;
  cobrador: string;
  gerente: string;
  cliente: string;
  cedula: string;
  prestamo: string;
  cobro: string;
  garantia: string;
  documento: string;
  ruta: string;
  meta: string;
  gasto: string;
  entrega: string;
  cuentaPago: string;
  transferencia: string;
  extracto: string;
  lineaSuspenso: string;
  importacion: string;
  notificacion: string;
  avisoBandeja: string;
  movimientoFlujo: string;
  solicitudHabeas: string;
}

export interface OficinaB {
  oficina: string;
  gerente: string;
  token: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function creado(que: string, r: RespuestaPrueba | { status: number; body: Json }, estados = [200, 201]): Json {
  if (!estados.includes(r.status)) throw new Error(`El sondeo no pudo crear ${que} en la oficina A: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.data;
}

/** El id de lo creado: `_id` en la mayoría de las respuestas, `id` en otras. */
function idDe(que: string, dato: Json): string {
  const id = dato?._id ?? dato?.id;
  if (typeof id !== 'string') throw new Error(`El sondeo no encontró el id de ${que}: ${JSON.stringify(dato).slice(0, 200)}`);
  return id;
}

/** Espera hasta que `leer` dé algo (la cola entrega después de responder). */
async function esperar<T>(que: string, leer: () => Promise<T | undefined>): Promise<T> {
  for (const limite = Date.now() + 20_000; Date.now() < limite; ) {
    const valor = await leer();
    if (valor !== undefined) return valor;
    await new Promise((listo) => setTimeout(listo, 150));
  }
  throw new Error(`El sondeo no encontró ${que} de la oficina A`);
}

/** La oficina B y su gerente, que sólo tiene ésa. */
export async function crearOficinaB(prueba: AppPrueba): Promise<OficinaB> {
  const admin = prueba.como('admin');
  const marca = randomBytes(4).toString('hex');
  const oficina = creado('la oficina B', await admin.post('/api/oficinas', { codigo: `B-${marca}`, nombre: 'Oficina B del sondeo', ciudad: 'Cali' }));
  const gerente = creado(
    'el gerente de B',
    await admin.post('/api/usuarios', {
      nombre: 'Gerente B del sondeo',
      email: `gerente.b.${marca}@prueba.local`,
      password: 'clave-segura-del-sondeo',
      rol: 'gerente',
      oficinas: [oficina._id],
    }),
  );
  const [cuenta] = await prueba.dataSource.query(`SELECT id, rol, credenciales_version AS "credencialesVersion" FROM usuarios WHERE id = $1`, [gerente._id]);
  return { oficina: oficina._id, gerente: gerente._id, token: await prueba.token(cuenta) };
}

/** Una fila de cada cosa en la oficina A, con la marca en su nombre o su concepto. */
export async function sembrarOficinaA(prueba: AppPrueba): Promise<OficinaA> {
  const marca = `SondeoA${randomBytes(4).toString('hex')}`;
  const hoy = hoyBogota();
  const admin = prueba.como('admin');
  const gerente = prueba.como('gerente');
  const cobrador = prueba.como('cobrador1');
  const [oficina] = await prueba.dataSource.query(`SELECT id FROM oficinas WHERE codigo = 'PRINCIPAL'`);
  const cobradorId = (await prueba.cuenta('cobrador1')).id;
  const gerenteId = (await prueba.cuenta('gerente')).id;

  const datosCliente = cuerpoCliente({ nombre: `${marca} Cliente`, cobrador: cobradorId, autorizacionDatos: { canal: 'presencial_firmado' } });
  const cliente = creado('el cliente', await gerente.post('/api/clientes', datosCliente));
  const prestamo = creado('el préstamo', await gerente.post('/api/prestamos', { cliente: cliente._id, cobrador: cobradorId, ...PRESTAMO_CORTO }));
  const cobro = creado('el cobro', await cobrador.post('/api/cobros', { prestamo: prestamo._id, monto: 10_000, fecha: hoy, observaciones: `${marca} cobro` }));
  const garantia = creado(
    'la garantía',
    await gerente.post('/api/garantias', { prestamo: prestamo._id, tipo: 'equipo', descripcion: `${marca} garantía`, valorDeclarado: 50_000 }),
  );
  const documento = creado(
    'el documento',
    await subirPartes(prueba, '/api/documentos/upload', await prueba.token('gerente'), [
      { nombre: 'tipo', valor: 'garantia' },
      { nombre: 'relacionadoTipo', valor: 'garantia' },
      { nombre: 'relacionadoId', valor: idDe('la garantía', garantia) },
      { nombre: 'file', valor: PDF, archivo: `${marca}.pdf`, tipo: 'application/pdf' },
    ]),
  );
  creado('la gestión', await cobrador.post('/api/gestiones', { prestamo: prestamo._id, resultado: 'otro', nota: `${marca} gestión` }));
  const [ruta] = creado('la ruta', await gerente.post('/api/rutas/generar', { fecha: hoy, tipo: 'todos', cobradorId }));
  const finDeMes = `${hoy.slice(0, 8)}28`;
  const meta = creado(
    'la meta',
    await gerente.post('/api/metas-cobrador', { cobradorId, periodo: hoy.slice(0, 7), metaMonto: 123_457, metaCobros: 3, fechaVencimiento: finDeMes }),
  );
  const gasto = creado('el gasto', await cobrador.post('/api/caja/gastos', { fecha: hoy, categoria: 'otro', monto: 1_000, concepto: `${marca} gasto` }));
  const entrega = creado('la entrega', await cobrador.post('/api/caja/entregas', { montoEntregado: 2_000, observaciones: `${marca} entrega` }));
  const cuentaPago = creado(
    'la cuenta de recaudo',
    await admin.post('/api/pagos/cuentas', { tipo: 'banco', nombre: `${marca} banco`, identificador: `9${randomBytes(3).readUIntBE(0, 3)}` }),
  );
  const transferencia = creado(
    'la transferencia',
    await cobrador.post('/api/pagos/transferencias', {
      prestamo: prestamo._id,
      monto: 5_000,
      fecha: hoy,
      cuenta: cuentaPago._id,
      referencia: `${marca}-ref`,
    }),
  );
  const dia = hoy.split('-').reverse().join('/');
  const extracto = creado(
    'el extracto',
    await subirExtracto(
      prueba,
      { cuenta: cuentaPago._id, columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor', referencia: 'Ref' }) },
      { contenido: Buffer.from(`Fecha;Descripción;Valor;Ref\n${dia};${marca} CONSIGNACION;7.300;\n`), nombre: `${marca}.csv` },
      'gerente',
    ),
  );
  await aplicarPagosPendientes(prueba);
  const lineaSuspenso = await esperar('la línea en suspenso', async () => {
    const [fila] = await prueba.dueno.query(`SELECT id FROM pagos_extracto_lineas WHERE extracto_id = $1 LIMIT 1`, [idDe('el extracto', extracto)]);
    return fila?.id as string | undefined;
  });
  const libro = await libroXlsx({
    Clientes: [
      ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'oficina'],
      [`${marca}-1`, '5550001234', `${marca} Importado`, '3005550000', 'Calle 1', 'Bogotá', 'PRINCIPAL'],
    ],
  });
  const importacion = creado('la importación', await subirImportacion(prueba, await prueba.token('admin'), libro, `${marca}.xlsx`));
  const notificacion = creado(
    'la notificación',
    await gerente.post('/api/notificaciones', {
      tipo: 'sistema',
      categoria: 'sistema',
      titulo: `${marca} aviso`,
      mensaje: `${marca} reunión`,
      destinatarios: 'usuarios',
      usuarioIds: [cobradorId],
    }),
  );
  const avisoBandeja = await esperar('el aviso en la bandeja', async () => {
    const bandeja = await cobrador.get('/api/notificaciones/bandeja?limit=50');
    return (bandeja.body.data as Json[]).find((a) => a.notificacionId === idDe('la notificación', notificacion))?._id as string | undefined;
  });
  const movimientoFlujo = creado(
    'el movimiento de flujo de caja',
    await gerente.post('/api/flujo-caja/movimientos', { fecha: hoy, tipo: 'egreso', categoria: 'gastos', concepto: `${marca} arriendo`, monto: 4_000 }),
  );
  const solicitudHabeas = creado(
    'la solicitud de habeas data',
    await gerente.post('/api/habeas-data/solicitudes', { tipo: 'consulta', cliente: cliente._id, titular: `${marca} Cliente`, descripcion: `${marca} consulta` }),
  );
  return {
    marca,
    oficina: oficina.id,
    cobrador: cobradorId,
    gerente: gerenteId,
    cliente: idDe('cliente', cliente),
    cedula: String(datosCliente.cedula),
    prestamo: idDe('prestamo', prestamo),
    cobro: idDe('cobro', cobro),
    garantia: idDe('garantia', garantia),
    documento: idDe('documento', documento),
    ruta: idDe('ruta', ruta),
    meta: idDe('meta', meta),
    gasto: idDe('gasto', gasto),
    entrega: idDe('entrega', entrega),
    cuentaPago: idDe('cuentaPago', cuentaPago),
    transferencia: idDe('transferencia', transferencia.transferencia),
    extracto: idDe('extracto', extracto),
    lineaSuspenso,
    importacion: idDe('importacion', importacion),
    notificacion: idDe('notificacion', notificacion),
    avisoBandeja,
    movimientoFlujo: idDe('movimientoFlujo', movimientoFlujo),
    solicitudHabeas: idDe('solicitudHabeas', solicitudHabeas),
  };
}
