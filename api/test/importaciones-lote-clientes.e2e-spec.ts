// Los clientes por lotes (docs/decisiones/importacion.md, «Velocidad de la aplicación»; issue 52): el mismo archivo
// aplicado cliente por cliente y por el lote deja, fila por fila, los mismos clientes, autorizaciones de datos e ids
// importados, y la fila que no puede ir (una cédula que llegó a Cartera después de la revisión) dice el mismo error
// por los dos caminos. Y lo que hace rápido al lote: las contraseñas de los cobradores nuevos cifradas a la vez (de dos
// en dos, por la memoria) y los disparadores de alta del mayor una vez por sentencia (migración
// 1795360000000-disparadores-por-sentencia).
import { COLUMNAS_IMPORTACION, hoyBogota, sumarDias } from '@cartera/dominio';
import { AplicadorImportaciones } from '../src/importaciones/aplicar-importacion';
import { cifrarContrasena } from '../src/usuarios/contrasenas';
import { contrasenasDeCobradoresNuevos } from '../src/importaciones/contrasenas-cobradores';
import { consultasLoteClientes } from '../src/importaciones/lote-clientes.consultas';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { aplicarImportacion, revisarLibro } from './support/importacion';

const autorizada = sumarDias(hoyBogota(), -30);
const CLIENTES = ['C-1', 'C-2', 'C-3', 'C-4'];

/** Las columnas de la hoja Clientes, en el orden de la plantilla. */
const COLUMNAS_CLIENTES = COLUMNAS_IMPORTACION.Clientes.map((columna) => columna.clave);

/** Una fila de la hoja Clientes: las columnas que no se dan van vacías; una que la hoja no tiene es un error. */
function filaCliente(datos: Readonly<Record<string, unknown>>): unknown[] {
  const ajenas = Object.keys(datos).filter((clave) => !COLUMNAS_CLIENTES.includes(clave));
  if (ajenas.length > 0) throw new Error(`La hoja Clientes no tiene las columnas ${ajenas.join(', ')}`);
  return COLUMNAS_CLIENTES.map((columna) => datos[columna] ?? '');
}

/** El mismo libro con otro prefijo en sus idExterno, sus emails y sus cédulas (V: de uno en uno; L: por el lote). */
function cartera(p: 'V' | 'L'): Record<string, unknown[][]> {
  const cedula = (n: number) => `${p === 'V' ? 7 : 8}0${n}12345678`;
  return {
    Cobradores: [
      ['idExterno', 'nombre', 'email'],
      [`${p}K-1`, 'Pedro Lote', `${p}.pedro.lote@example.com`],
    ],
    Clientes: [
      [...COLUMNAS_CLIENTES],
      // Todos los campos, con su autorización de datos y su cobrador.
      filaCliente({
        idExterno: `${p}C-1`,
        cedula: cedula(1),
        nombre: 'Ana Todo',
        apodo: 'La Mona',
        telefono: '300-123-4561',
        email: 'ana@example.com',
        direccion: 'Calle 1',
        barrio: 'Centro',
        ciudad: 'Bogotá',
        departamento: 'Cundinamarca',
        latitud: 4.6097,
        longitud: -74.0817,
        fechaNacimiento: '1980-05-17',
        sexo: 'F',
        estadoCivil: 'C',
        lugarNacimiento: 'Tunja',
        ocupacion: 'Comerciante',
        ingresos: 1500000,
        referencia1Nombre: 'Luis',
        referencia1Telefono: '301 222 3333',
        referencia2Nombre: 'Marta',
        referencia2Telefono: '3024445555',
        observaciones: 'Paga los lunes',
        estado: 'activo',
        cobrador: `${p}K-1`,
        autorizacionCanal: 'whatsapp',
        autorizacionFecha: autorizada,
      }),
      // Lo mínimo, inactivo, sin autorización ni cobrador.
      filaCliente({
        idExterno: `${p}C-2`,
        cedula: cedula(2),
        nombre: 'Beto Mínimo',
        telefono: '3001234562',
        direccion: 'Calle 2',
        ciudad: 'Cali',
        estado: 'inactivo',
      }),
      filaCliente({
        idExterno: `${p}C-3`,
        cedula: cedula(3),
        nombre: 'Caro Firma',
        telefono: '3001234563',
        direccion: 'Calle 3',
        ciudad: 'Cali',
        cobrador: `${p}K-1`,
        autorizacionCanal: 'presencial_firmado',
        autorizacionFecha: autorizada,
      }),
      // Su cédula llega a Cartera después de la revisión: no se aplica, por ninguno de los dos caminos.
      filaCliente({
        idExterno: `${p}C-4`,
        cedula: cedula(4),
        nombre: 'Dora Repetida',
        telefono: '3001234564',
        direccion: 'Calle 4',
        ciudad: 'Cali',
      }),
    ],
  };
}

describe('importaciones: los clientes por el lote quedan como los de uno en uno', () => {
  let prueba: AppPrueba;
  let porLote: jest.SpiedFunction<typeof consultasLoteClientes.escribir>;

  async function aplicar(p: 'V' | 'L'): Promise<Json> {
    const id = await revisarLibro(prueba, cartera(p), `${p}.xlsx`);
    // Entre la revisión y la aplicación alguien registra en Cartera a un cliente con la cédula de Dora.
    await prueba.dataSource.query(
      `INSERT INTO clientes (cedula, nombre, telefono, direccion, ciudad) VALUES ($1, 'Dora de antes', '3009999999', 'Calle 9', 'Cali')`,
      [`${p === 'V' ? 7 : 8}0412345678`],
    );
    return aplicarImportacion(prueba, id);
  }

  /** El cliente importado, su autorización y sus ids, sin ids ni fechas de registro y con el prefijo quitado. */
  async function huella(p: 'V' | 'L', cliente: string): Promise<Json> {
    const [fila] = await prueba.dataSource.query(
      `SELECT to_jsonb(c) - 'id' - 'cedula' - 'cobrador_id' - 'created_at' - 'updated_at' AS cliente,
              substr(c.cedula, 2) AS cedula, (SELECT nombre FROM usuarios WHERE id = c.cobrador_id) AS cobrador,
              (SELECT to_jsonb(a) - 'cliente_id' - 'created_at' - 'updated_at' - 'id' FROM clientes_autorizaciones a
                WHERE a.cliente_id = c.id) AS autorizacion,
              (SELECT array_agg(hoja || ' ' || huella) FROM importacion_ids WHERE id_cartera = c.id) AS ids
       FROM importacion_ids m LEFT JOIN clientes c ON c.id = m.id_cartera
       WHERE m.hoja = 'Clientes' AND m.id_externo = $1`,
      [`${p}${cliente}`],
    );
    // La huella de la fila lleva el prefijo de su idExterno y su cédula: se compara que exista, no su valor.
    return fila ? { ...fila, ids: (fila.ids as string[]).map((x) => x.split(' ')[0]) } : null;
  }

  beforeAll(async () => {
    porLote = jest.spyOn(consultasLoteClientes, 'escribir');
    prueba = await crearAppPrueba();
  });
  afterAll(() => prueba.cerrar());

  it('cada cliente, su autorización y su id importado, fila por fila; el error de la fila que no va, el mismo', async () => {
    const aplicador = prueba.app.get(AplicadorImportaciones);
    aplicador.porLotes = false;
    const uno = await aplicar('V');
    expect(porLote).not.toHaveBeenCalled();
    aplicador.porLotes = true;
    const lote = await aplicar('L');
    expect(porLote).toHaveBeenCalledTimes(1);
    expect(porLote.mock.calls[0][1].map((c) => c.clave)).toEqual(['LC-1', 'LC-2', 'LC-3']);

    for (const resultado of [uno, lote])
      expect(resultado).toMatchObject({
        estado: 'aplicada',
        erroresAplicacion: [expect.objectContaining({ hoja: 'Clientes', columna: 'cedula' })],
      });
    expect(lote.erroresAplicacion.map((e: Json) => ({ ...e, valor: e.valor.slice(1) }))).toEqual(
      uno.erroresAplicacion.map((e: Json) => ({ ...e, valor: e.valor.slice(1) })),
    );
    for (const cliente of CLIENTES) {
      const esperado = await huella('V', cliente);
      expect({ cliente, ...(await huella('L', cliente)) }).toEqual({ cliente, ...esperado });
    }
    expect((await huella('L', 'C-1')).autorizacion).toMatchObject({ canal: 'whatsapp', fecha: autorizada });
    expect(await huella('L', 'C-4')).toBeNull();
  });

  it('los cobradores nuevos de una página llegan con su contraseña al azar ya cifrada; los que ya están, sin ella', async () => {
    // Después de las dos aplicaciones: VK-1 ya está importado y el email de LK-1 ya es de un usuario.
    const fila = (idExterno: string, email: string) => ({
      idExterno,
      nombre: 'X',
      email,
      telefono: null,
      estado: 'activo' as const,
    });
    const contrasenas = await contrasenasDeCobradoresNuevos(prueba.dataSource.manager, [
      fila('VK-1', 'otro.correo@example.com'),
      fila('ZK-1', 'L.PEDRO.LOTE@example.com'),
      fila('ZK-2', 'nuevo.uno@example.com'),
      fila('ZK-3', 'nuevo.dos@example.com'),
    ]);
    expect([...contrasenas.keys()]).toEqual(['ZK-2', 'ZK-3']);
    expect([...contrasenas.values()].every((h) => h.startsWith('$argon2id$'))).toBe(true);
    expect(contrasenas.get('ZK-2')).not.toEqual(contrasenas.get('ZK-3'));
  });

  it('las contraseñas se cifran de dos en dos (cada argon2 ocupa 19 MiB fuera del heap mientras corre)', async () => {
    let enCurso = 0;
    let maximo = 0;
    const cifrar = async (contrasena: string) => {
      enCurso += 1;
      maximo = Math.max(maximo, enCurso);
      try {
        return await cifrarContrasena(contrasena);
      } finally {
        enCurso -= 1;
      }
    };
    const nuevos = ['ZK-4', 'ZK-5', 'ZK-6', 'ZK-7', 'ZK-8'];
    const contrasenas = await contrasenasDeCobradoresNuevos(
      prueba.dataSource.manager,
      nuevos.map((idExterno) => ({
        idExterno,
        nombre: 'X',
        email: `${idExterno.toLowerCase()}@example.com`,
        telefono: null,
        estado: 'activo' as const,
      })),
      cifrar,
    );
    expect([...contrasenas.keys()]).toEqual(nuevos);
    expect(maximo).toBe(2);
  });

  it('una sentencia de muchas filas corre cada disparador de alta del mayor una vez (el cuadre, una por comprobante)', async () => {
    // track_functions es de superusuario: lo mide el dueño.
    const llamadas = await prueba.dueno
      .transaction(async (m) => {
        await m.query(`SET LOCAL track_functions = 'pl'`);
        const [cuenta] = await m.query(`SELECT id FROM contabilidad_cuentas WHERE clave = 'caja_oficina'`);
        const hoy = hoyBogota();
        const asientos: Array<{ id: string }> = await m.query(
          `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen)
           SELECT $1::date, 'movimiento_caja', 'x', 'movimiento_caja' FROM generate_series(1, 3) RETURNING id`,
          [hoy],
        );
        await m.query(
          `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito)
           SELECT a, $2::date, $3, d, c FROM unnest($1::uuid[]) a, (VALUES (10, 0), (0, 10)) v(d, c)`,
          [asientos.map((a) => a.id), hoy, cuenta.id],
        );
        await m.query(`SET CONSTRAINTS ALL IMMEDIATE`);
        const filas: Array<{ funcname: string; calls: string }> = await m.query(
          `SELECT funcname, calls FROM pg_stat_xact_user_functions ORDER BY funcname`,
        );
        throw Object.assign(new Error('deshacer'), { filas });
      })
      .catch((e: { filas?: Array<{ funcname: string; calls: string }> }) => e.filas ?? []);
    const porFuncion = Object.fromEntries(llamadas.map((f) => [f.funcname, Number(f.calls)]));
    expect(porFuncion).toMatchObject({
      periodo_abierto_insertadas: 1,
      contabilidad_lineas_de_sus_asientos: 1,
      contabilidad_saldos_sumar: 1,
      contabilidad_asiento_completo: 3,
    });
  });
});
