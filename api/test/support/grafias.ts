// Las formas de escribir a una persona y dónde buscarlas después de suprimirla (docs/decisiones/datos-personales.md,
// «Supresión: cada forma de escribir un dato»): una persona al azar, sus datos escritos al azar (separadores, +57,
// mayúsculas, tildes quitadas o puestas, nombre parcial, el teléfono anterior), una fila en cada tabla de la cobertura
// para escribirlos, y la búsqueda de lo que quede en cada columna cubierta: sus dígitos y las palabras de su nombre.
import { formatearFecha, hoyBogota } from '@cartera/dominio';
import fc from 'fast-check';
import { COBERTURA_SUPRESION } from '../../src/habeas-data/supresion';
import type { AppPrueba } from './app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';
import { aplicarPagosPendientes } from './pagos';
import { subirExtracto } from './pagos-banco';

export interface PersonaAlAzar {
  /** Nombre de pila, primer y segundo apellido (sin tildes; `tilde` dice si la ficha lleva una en el primero). */
  nombres: [string, string, string];
  tilde: boolean;
  cedula: string;
  telefono: string;
  telefonoAnterior: string;
  email: string;
}

/** Una palabra de nombre que no es una palabra del español ni de la base («Bertulmo»): 7 u 8 letras. */
const palabra = fc
  .stringMatching(/^[bcdfglmnprstv][aeiou][bcdfglmnprstv]{2}[aeiou][bcdfglmnprstv][aeiou][bcdfglmnprstv]?$/)
  .map((p) => p[0].toUpperCase() + p.slice(1));

export const personaAlAzar: fc.Arbitrary<PersonaAlAzar> = fc
  .record({
    nombres: fc.tuple(palabra, palabra, palabra),
    tilde: fc.boolean(),
    // 11 dígitos, a veces con ceros delante (que un banco no escribe).
    cedula: fc.stringMatching(/^(00[1-9]\d{8}|0[1-9]\d{9}|[1-9]\d{10})$/),
    telefono: fc.stringMatching(/^3\d{9}$/),
    telefonoAnterior: fc.stringMatching(/^3\d{9}$/),
    email: fc.stringMatching(/^[a-z]{4,8}\.[0-9]{3}@correo\.test$/),
  })
  .filter((p) => p.telefono !== p.telefonoAnterior && new Set(p.nombres).size === 3);

/** La primera vocal con tilde. */
const conTilde = (p: string) => p.replace(/[aeiou]/, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v] ?? v);

/** El nombre como queda en la ficha. */
export const nombreEnFicha = (p: PersonaAlAzar) =>
  [p.tilde ? conTilde(p.nombres[0]) : p.nombres[0], p.nombres[1], p.nombres[2]].join(' ');

export interface Grafia {
  nombre: 'completo' | 'parcial' | 'apellidos';
  caja: 'mayusculas' | 'minusculas' | 'igual';
  tildes: 'quitar' | 'poner';
  dato: 'cedula' | 'telefono' | 'telefonoAnterior' | 'email';
  separador: string;
  grupo: number;
  prefijo: string;
  antes: string;
  /** En un JSON, el teléfono o la cédula como número y el nombre en otro campo del mismo registro. */
  separado: boolean;
}

export const grafiaAlAzar: fc.Arbitrary<Grafia> = fc.record({
  nombre: fc.constantFrom('completo', 'parcial', 'apellidos'),
  caja: fc.constantFrom('mayusculas', 'minusculas', 'igual'),
  tildes: fc.constantFrom('quitar', 'poner'),
  dato: fc.constantFrom('cedula', 'telefono', 'telefonoAnterior', 'email'),
  separador: fc.constantFrom('', ' ', '.', '-', ' - '),
  grupo: fc.integer({ min: 2, max: 4 }),
  prefijo: fc.constantFrom('', '+57 ', '57', '+57-', '(+57) '),
  antes: fc.constantFrom('TRANSF', 'Ojo con', 'Pago de', 'NEQUI', 'Supresión #2 de'),
  separado: fc.boolean(),
});

const agrupar = (digitos: string, grupo: number, separador: string) =>
  (digitos.match(new RegExp(`\\d{1,${grupo}}`, 'g')) ?? []).join(separador);

/** Lo que la grafía escribe: el nombre (completo, «Nombre I» o los apellidos) y un dato suyo más. */
export function escribir(p: PersonaAlAzar, g: Grafia): { nombre: string; dato: string; texto: string } {
  const [pila, apellido1, apellido2] = g.tildes === 'poner' ? p.nombres.map(conTilde) : p.nombres;
  const nombre =
    g.nombre === 'completo' ? `${pila} ${apellido1} ${apellido2}` : g.nombre === 'parcial' ? `${pila} ${apellido1[0]}` : `${apellido1} ${apellido2}`;
  const digitos = g.dato === 'cedula' ? p.cedula : g.dato === 'telefono' ? p.telefono : p.telefonoAnterior;
  const dato =
    g.dato === 'email'
      ? p.email.toUpperCase()
      : `${g.dato === 'cedula' ? 'CC ' : `tel ${g.prefijo}`}${agrupar(digitos, g.grupo, g.separador)}`;
  const caja = (t: string) => (g.caja === 'mayusculas' ? t.toUpperCase() : g.caja === 'minusculas' ? t.toLowerCase() : t);
  return { nombre: caja(nombre), dato, texto: `${g.antes} ${caja(nombre)} ${dato}` };
}

/** Lo que la grafía escribe en una columna JSON: un registro con el texto, o con el nombre y el dato por separado. */
export function escribirJson(p: PersonaAlAzar, g: Grafia): unknown {
  const { nombre, texto } = escribir(p, g);
  if (!g.separado || g.dato === 'email') return { nota: texto, otros: [1, 'sin datos'] };
  const numero = Number(g.dato === 'cedula' ? p.cedula : g.dato === 'telefono' ? p.telefono : p.telefonoAnterior);
  return { filas: [{ titular: nombre, documento: numero, valor: 25000 }] };
}

/** Las columnas de texto, de un dato y JSON de la cobertura que esta base tiene, con su tipo. */
export async function columnasCubiertas(
  prueba: AppPrueba,
): Promise<Array<{ tabla: string; columna: string; esJson: boolean; esDato: boolean }>> {
  const filas: Array<{ c: string; tipo: string }> = await prueba.dataSource.query(
    `SELECT table_name || '.' || column_name AS c, data_type AS tipo FROM information_schema.columns
     WHERE table_schema = current_schema()`,
  );
  const tipos = new Map(filas.map((f) => [f.c, f.tipo]));
  return Object.entries(COBERTURA_SUPRESION)
    .filter(
      ([c, t]) =>
        ((t === 'texto' || t === 'dato') && ['text', 'character varying'].includes(tipos.get(c) ?? '')) ||
        (t === 'json' && tipos.get(c) === 'jsonb'),
    )
    .map(([c, t]) => ({ tabla: c.split('.')[0], columna: c.split('.')[1], esJson: t === 'json', esDato: t === 'dato' }));
}

/**
 * Escribe en la columna de una fila de la tabla (una que ya la tenga llena, si hay), como texto o JSON, el primero de
 * `valores` que la columna acepta (un CHECK de largo o un varchar corto rechazan los más largos). Los libros de sólo
 * agregar y la auditoría dejan cambiar su texto libre dentro de una supresión: la prueba escribe así.
 */
export async function escribirEnLaColumna(
  prueba: AppPrueba,
  c: { tabla: string; columna: string; esJson: boolean },
  valores: readonly unknown[],
): Promise<void> {
  const [valor, ...otros] = valores;
  try {
    await prueba.dataSource.transaction(async (m) => {
      await m.query(`SELECT set_config('cartera.supresion', 'on', true)`);
      const [, filas] = await m.query(
        `UPDATE "${c.tabla}" SET "${c.columna}" = $1${c.esJson ? '::jsonb' : ''}
         WHERE ctid = (SELECT ctid FROM "${c.tabla}" ORDER BY "${c.columna}" IS NULL LIMIT 1)`,
        [c.esJson ? JSON.stringify(valor) : valor],
      );
      if (filas !== 1) throw new Error(`${c.tabla} no tiene filas donde escribir`);
    });
  } catch (error) {
    // 23514: un CHECK (largo); 22001: más largo que el varchar.
    const codigo = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (otros.length === 0 || (codigo !== '23514' && codigo !== '22001')) throw error;
    await escribirEnLaColumna(prueba, c, otros);
  }
}

const plegar = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Lo que queda de la persona en las columnas cubiertas: cada valor con los dígitos de su cédula o de un teléfono
 * (sin contar separadores), una palabra de su nombre (sin tildes ni mayúsculas) o su email.
 */
export async function rastrosEnLaBase(
  prueba: AppPrueba,
  columnas: ReadonlyArray<{ tabla: string; columna: string }>,
  p: PersonaAlAzar,
): Promise<string[]> {
  const digitos = [p.cedula, p.telefono, p.telefonoAnterior].join('|');
  const palabras = `\\m(${[...p.nombres.map(plegar), plegar(p.email).replace(/\./g, '\\.')].join('|')})\\M`;
  const rastros: string[] = [];
  for (const { tabla, columna } of columnas) {
    const filas: Array<{ valor: string }> = await prueba.dataSource.query(
      `SELECT "${columna}"::text AS valor FROM "${tabla}"
       WHERE regexp_replace("${columna}"::text, '[^0-9]', '', 'g') ~ $1
          OR lower(regexp_replace(normalize("${columna}"::text, NFD), '[\\u0300-\\u036f]', '', 'g')) ~ $2`,
      [digitos, palabras],
    );
    rastros.push(...filas.map((f) => `${tabla}.${columna}: ${f.valor.slice(0, 200)}`));
  }
  return rastros;
}

/**
 * Una fila en cada tabla de la cobertura que la plantilla trae vacía (de otro cliente, su préstamo, un cobro, una
 * cuenta de pago y una línea de extracto en suspenso), para tener dónde escribir. Devuelve las columnas que siguen sin
 * fila: deben ser ninguna (una tabla nueva en la cobertura pide su fila aquí).
 */
export async function unaFilaEnCadaTabla(
  prueba: AppPrueba,
  columnas: ReadonlyArray<{ tabla: string; columna: string }>,
): Promise<string[]> {
  const admin = prueba.como('admin');
  const otro = await crearClientePrueba(prueba.dataSource);
  const prestamo = await crearPrestamoPrueba(prueba, await prueba.token('admin'), { cliente: otro.id, monto: 100000 });
  const cuenta = await admin.post('/api/pagos/cuentas', { tipo: 'banco', nombre: 'Banco de la prueba', identificador: '99887766' });
  // Un cobro por transferencia: su referencia de pago es texto libre.
  const cobro = await admin.post('/api/cobros', {
    prestamo: prestamo._id,
    monto: 1000,
    fecha: hoyBogota(),
    medio: 'transferencia',
    cuenta: cuenta.body.data._id,
    referencia: 'x',
  });
  if (cobro.status !== 201) throw new Error(`Sin cobro: ${JSON.stringify(cobro.body)}`);
  const extracto = await subirExtracto(
    prueba,
    { cuenta: cuenta.body.data._id, columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor', referencia: 'Ref' }) },
    { contenido: Buffer.from(`Fecha;Descripción;Valor;Ref\n${formatearFecha(hoyBogota())};CONSIGNACION;7.000;R1`), nombre: 'extracto.csv' },
  );
  if (extracto.status !== 201) throw new Error(`Sin extracto: ${JSON.stringify(extracto.body)}`);
  await aplicarPagosPendientes(prueba);
  const [{ id: usuario }] = await prueba.dataSource.query(`SELECT id FROM usuarios WHERE rol = 'admin' LIMIT 1`);
  const [{ id: cobrador }] = await prueba.dataSource.query(`SELECT id FROM usuarios WHERE rol = 'cobrador' LIMIT 1`);
  const p = prestamo._id;
  const filas: Array<[string, unknown[]]> = [
    [`INSERT INTO gestiones (prestamo_id, cobrador_id, fecha, resultado, nota) VALUES ($1, $2, current_date, 'otro', 'x')`, [p, cobrador]],
    [`INSERT INTO clientes_avisos_previos (cliente_id, canal, fecha_envio, plantilla, usuario_nombre)
      VALUES ($1, 'sms', current_date, 'x', 'x')`, [otro.id]],
    [`INSERT INTO habeas_solicitudes (tipo, titular, contacto, descripcion, respuesta, fecha_recibida, fecha_vence, usuario_nombre)
      VALUES ('consulta', 'x', 'x', 'x', 'x', current_date, current_date + 10, 'x')`, []],
    [`WITH n AS (INSERT INTO notificaciones (tipo, categoria, estado, titulo, mensaje, total, pendientes, enviados)
                 VALUES ('sistema', 'sistema', 'enviado', 'x', 'x', 1, 0, 1) RETURNING id)
      INSERT INTO notificaciones_destinatarios (notificacion_id, usuario_id, nombre, direccion, titulo, mensaje, estado, error,
                                                categoria)
      SELECT n.id, $1, 'x', 'x', 'x', 'x', 'enviado', 'x', 'sistema' FROM n`, [usuario]],
    [`INSERT INTO usuarios_avisos (usuario_id, titulo, mensaje) VALUES ($1, 'x', 'x')`, [usuario]],
    [`INSERT INTO mi_ruta_rechazos (cobrador_id, tipo, clave, cuerpo, mensaje, creado_en_dispositivo)
      VALUES ($1, 'cobro', gen_random_uuid()::text, '{}', 'x', now())`, [cobrador]],
    [`INSERT INTO aprobaciones (tipo, prestamo_id, monto, motivo, datos, estado, motivo_rechazo, resuelto_at)
      VALUES ('condonacion', $1, 1, 'x', '{}', 'rechazada', 'x', now())`, [p]],
    [`INSERT INTO caja_entregas (cobrador_id, fecha, cobros, cantidad_cobros, gastos, esperado, monto_entregado, registrado_por, observaciones)
      VALUES ($1, current_date, 0, 0, 0, 0, 0, $1, 'x')`, [cobrador]],
    [`INSERT INTO caja_gastos (cobrador_id, fecha, categoria, concepto, monto, estado, motivo_rechazo)
      VALUES ($1, current_date, 'otro', 'x', 1, 'rechazado', 'x')`, [cobrador]],
    [`INSERT INTO claves_idempotencia (usuario_id, clave, huella, estado, respuesta) VALUES ($1, 'x', 'x', 'completada', '{}')`, [usuario]],
    [`INSERT INTO garantias (prestamo_id, tipo, descripcion, valor_declarado, identificador_legal) VALUES ($1, 'otros', 'x', 0, 'x')`, [p]],
    [`INSERT INTO documentos (prestamo_id, tipo, nombre_original, mime, size_bytes, checksum_sha256, relacionado_tipo, relacionado_id)
      VALUES ($1, 'otro', 'x.pdf', 'application/pdf', 1, repeat('0', 64), 'prestamo', $1)`, [p]],
    [`INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto) VALUES (current_date, 'egreso', 'otros', 'x', 1)`, []],
    [`INSERT INTO prestamos_notificaciones (prestamo_id, titulo, categoria, mensaje) VALUES ($1, 'x', 'estado', 'x')`, [p]],
    [`INSERT INTO rutas (fecha, cobrador_id, tipo, cliente_ids, prestamo_ids, top_prestamos)
      VALUES (current_date, $1, 'todos', '{}', '{}', '[]')`, [cobrador]],
    [`INSERT INTO verificaciones_contables (prestamos_revisados, duracion_ms, descuadres, cantidad_descuadres) VALUES (1, 1, '[]', 0)`, []],
    [`INSERT INTO pagos_transferencias (prestamo_id, cuenta_pago_id, monto, fecha, referencia, observaciones)
      VALUES ($1, $2, 1000, current_date, 'x', 'x')`, [p, cuenta.body.data._id]],
    [`INSERT INTO pagos_eventos (proveedor, transaccion, estado, referencia, monto, resultado, prestamo_id, cuerpo)
      VALUES ('wompi', 'tx-prueba', 'APPROVED', 'x', 1000, 'sin_cobro', $1, '{}')`, [p]],
    [`WITH i AS (INSERT INTO importaciones (nombre_archivo, filas, resumen, errores) VALUES ('x', '{}', '{}', '[]') RETURNING id),
          f AS (INSERT INTO importaciones_filas (importacion_id, hoja, numero, fila, prestamo) SELECT i.id, 'Clientes', 1, '{}', 'x' FROM i)
      INSERT INTO importacion_ids (importacion_id, hoja, id_externo, id_cartera, huella) SELECT i.id, 'Clientes', 'x', $1, 'x' FROM i`, [otro.id]],
  ];
  for (const [sentencia, valores] of filas) await prueba.dataSource.query(sentencia, valores);
  const vacias: string[] = [];
  for (const { tabla, columna } of columnas) {
    const [{ hay }] = await prueba.dataSource.query(`SELECT EXISTS (SELECT 1 FROM "${tabla}") AS hay`);
    if (!hay) vacias.push(`${tabla}.${columna}`);
  }
  return vacias;
}
