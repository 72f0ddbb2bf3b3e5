// La oficina de las cuotas, el libro de préstamos y las aplicaciones de cobros la manda quien escribe y la comprueba la
// llave (padre_id, oficina_id) → padre (id, oficina_id) ON UPDATE CASCADE (migración 1795363100000,
// docs/decisiones/oficinas.md): una fila con la oficina equivocada la rechaza la base, una sin oficina la recibe del
// padre (el disparador que queda, con WHEN) y un cliente que cambia de oficina se lleva las suyas por la cascada.
import { hoyBogota } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';
import { crearOficina } from './support/cuentas-por-oficina';
import { cobrarPrueba, crearPrestamoPrueba, PRESTAMO_CORTO } from './support/fabricas-cartera';

const { prueba, tokens } = usarAppPrueba();

let centro: string;
let norte: string;
let cliente: Json;
let prestamo: Json;

beforeAll(async () => {
  centro = await crearOficina(prueba, 'CENTRO', 'Oficina Centro');
  norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  const r = await prueba.pedir({
    metodo: 'POST',
    ruta: '/api/clientes',
    token: tokens.admin,
    cuerpo: cuerpoCliente({ oficina: centro, autorizacionDatos: { canal: 'presencial_firmado' } }),
  });
  cliente = r.body.data;
  prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente._id, ...PRESTAMO_CORTO });
  await cobrarPrueba(prueba, tokens.admin, { prestamo: prestamo._id, monto: 10_000, fecha: hoyBogota() });
});

let numero = 90;
const cuota = (oficina?: string) =>
  prueba.dataSource.query(
    `INSERT INTO cuotas (id, prestamo_id, numero, fecha_programada, monto_capital, monto_interes, monto_total
       ${oficina ? ', oficina_id' : ''})
     VALUES ($1, $2, ${++numero}, '2030-01-01', 1, 0, 1 ${oficina ? ', $3' : ''}) RETURNING oficina_id`,
    oficina ? [randomUUID(), prestamo._id, oficina] : [randomUUID(), prestamo._id],
  );

it('una cuota con la oficina de otro préstamo la rechaza la base (la llave compuesta)', async () => {
  await expect(cuota(norte)).rejects.toMatchObject({ code: '23503' });
});

it('una cuota con la oficina de su préstamo entra; una sin oficina recibe la del préstamo', async () => {
  expect(await cuota(centro)).toEqual([{ oficina_id: centro }]);
  expect(await cuota()).toEqual([{ oficina_id: centro }]);
});

it('un cliente que pasa a otra oficina se lleva cuotas, movimientos y aplicaciones por la cascada', async () => {
  await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [norte, cliente._id]);
  const [fila] = await prueba.dataSource.query(
    `SELECT (SELECT array_agg(DISTINCT oficina_id) FROM cuotas WHERE prestamo_id = $1) AS cuotas,
            (SELECT array_agg(DISTINCT oficina_id) FROM prestamos_movimientos WHERE prestamo_id = $1) AS movimientos,
            (SELECT array_agg(DISTINCT a.oficina_id) FROM cobros_aplicaciones a JOIN cobros c ON c.id = a.cobro_id
              WHERE c.prestamo_id = $1) AS aplicaciones`,
    [prestamo._id],
  );
  expect(fila).toEqual({ cuotas: [norte], movimientos: [norte], aplicaciones: [norte] });
  // Los sigue la llave, no un disparador del padre.
  const [{ n }] = await prueba.dataSource.query(
    `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname IN
       ('prestamos_oficina_a_cuotas', 'prestamos_oficina_a_prestamos_movimientos', 'cobros_oficina_a_cobros_aplicaciones')`,
  );
  expect(n).toBe(0);
});
