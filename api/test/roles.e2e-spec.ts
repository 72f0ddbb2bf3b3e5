// Matriz de permisos por rol. Cada módulo nuevo agrega aquí sus filas: método, ruta, cuerpo y qué roles pasan.
// «Pasa» significa que la guardia lo deja llegar al controlador (cualquier estado distinto de 401 y 403).
import { esperarError, crearAppPrueba, type AppPrueba, type Metodo, type NombreCuenta } from './support/app-prueba';

interface FilaPermiso {
  metodo: Metodo;
  /** Ruta; `:otro` se reemplaza por el id de un usuario cobrador de prueba. */
  ruta: string;
  body?: Record<string, unknown>;
  permitido: { admin: boolean; gerente: boolean; cobrador: boolean };
}

const TODOS = { admin: true, gerente: true, cobrador: true };
const GESTION = { admin: true, gerente: true, cobrador: false };
const SOLO_ADMIN = { admin: true, gerente: false, cobrador: false };
/** Un id que no existe: las escrituras llegan a la ruta sin cambiar nada. */
const NINGUNO = '00000000-0000-4000-8000-000000000000';

const cuerpoUsuario = {
  nombre: 'Matriz',
  email: 'matriz@cartera.local',
  password: 'clave-segura',
  rol: 'cobrador',
};

export const MATRIZ: FilaPermiso[] = [
  // Sesión
  { metodo: 'GET', ruta: '/api/auth/profile', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/auth/register', body: cuerpoUsuario, permitido: GESTION },
  { metodo: 'POST', ruta: '/api/auth/sesiones/cerrar-otras', permitido: TODOS },
  // Usuarios: sólo admin y gerente
  { metodo: 'GET', ruta: '/api/usuarios', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/usuarios/stats/resumen', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/usuarios/:otro', permitido: GESTION },
  { metodo: 'POST', ruta: '/api/usuarios', body: cuerpoUsuario, permitido: GESTION },
  { metodo: 'PUT', ruta: '/api/usuarios/:otro', body: { zona: 'Centro' }, permitido: GESTION },
  {
    metodo: 'PUT',
    ruta: '/api/usuarios/:otro/password',
    body: { password: 'clave-segura' },
    permitido: GESTION,
  },
  { metodo: 'POST', ruta: '/api/usuarios/:otro/desbloqueo', permitido: GESTION },
  { metodo: 'DELETE', ruta: '/api/usuarios/:otro', permitido: GESTION },
  // Oficinas: todos leen (cada uno las suyas); sólo el administrador crea y edita (cuerpo vacío: 400; id que no
  // existe: 404, sin escribir)
  { metodo: 'GET', ruta: '/api/oficinas', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/oficinas', body: {}, permitido: SOLO_ADMIN },
  {
    metodo: 'PUT',
    ruta: `/api/oficinas/${NINGUNO}`,
    body: { codigo: 'MATRIZ', nombre: 'Matriz', ciudad: 'Tunja' },
    permitido: SOLO_ADMIN,
  },
  // Cobradores: todos leen, sólo admin y gerente escriben
  { metodo: 'GET', ruta: '/api/cobradores', permitido: TODOS },
  { metodo: 'GET', ruta: '/api/cobradores/:otro', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/cobradores', body: cuerpoUsuario, permitido: GESTION },
  { metodo: 'PUT', ruta: '/api/cobradores/:otro', body: { zona: 'Centro' }, permitido: GESTION },
  { metodo: 'DELETE', ruta: '/api/cobradores/:otro', permitido: GESTION },
  // Clientes: todos leen (el cobrador sólo los suyos) y crean (el cobrador, en su cartera: Mi Ruta); sólo admin y
  // gerente editan, borran y consultan cédulas
  { metodo: 'GET', ruta: '/api/clientes', permitido: TODOS },
  { metodo: 'GET', ruta: `/api/clientes/${NINGUNO}`, permitido: TODOS },
  { metodo: 'GET', ruta: `/api/clientes/${NINGUNO}/foto`, permitido: TODOS },
  { metodo: 'POST', ruta: '/api/clientes', body: {}, permitido: TODOS },
  { metodo: 'PUT', ruta: `/api/clientes/${NINGUNO}`, body: { nombre: 'Matriz' }, permitido: GESTION },
  { metodo: 'DELETE', ruta: `/api/clientes/${NINGUNO}`, permitido: GESTION },
  { metodo: 'GET', ruta: '/api/clientes/cedula/12345678901', permitido: GESTION },
  { metodo: 'DELETE', ruta: '/api/clientes/cedula/12345678901/cache', permitido: GESTION },
  // Datos personales (docs/decisiones/datos-personales.md): admin y gerente; el aviso vigente lo leen todos y sólo el
  // admin publica uno nuevo.
  { metodo: 'GET', ruta: `/api/clientes/${NINGUNO}/datos-personales`, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/clientes/${NINGUNO}/supresion`, permitido: GESTION },
  { metodo: 'GET', ruta: `/api/clientes/${NINGUNO}/avisos-previos`, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/clientes/${NINGUNO}/avisos-previos`, body: {}, permitido: GESTION },
  { metodo: 'GET', ruta: '/api/habeas-data/solicitudes', permitido: GESTION },
  { metodo: 'POST', ruta: '/api/habeas-data/solicitudes', body: {}, permitido: GESTION },
  { metodo: 'PATCH', ruta: `/api/habeas-data/solicitudes/${NINGUNO}`, body: {}, permitido: GESTION },
  { metodo: 'GET', ruta: '/api/habeas-data/aviso-privacidad', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/habeas-data/aviso-privacidad', body: {}, permitido: SOLO_ADMIN },
  // Sistema: respaldos, sólo admin (aquí, con DATABASE_URL y sin pg_dump 18, el POST del admin responde 422 sin
  // escribir nada)
  { metodo: 'GET', ruta: '/api/sistema/respaldos', permitido: SOLO_ADMIN },
  { metodo: 'POST', ruta: '/api/sistema/respaldos', permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: `/api/sistema/respaldos/${NINGUNO}/archivo`, permitido: SOLO_ADMIN },
  { metodo: 'POST', ruta: '/api/sistema/respaldos/clave/guardada', permitido: SOLO_ADMIN },
  // Auditoría
  { metodo: 'GET', ruta: '/api/auditoria', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/auditoria/resumen', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/auditoria/opciones', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/auditoria/export/csv', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/auditoria/export/xlsx', permitido: GESTION },
  // Préstamos: todos leen su cartera, pagan cuotas y usan la vista previa; sólo admin y gerente administran
  // (ids inexistentes: las escrituras no llegan a cambiar nada).
  { metodo: 'GET', ruta: '/api/prestamos', permitido: TODOS },
  { metodo: 'GET', ruta: '/api/prestamos/reportes/aging', permitido: TODOS },
  { metodo: 'GET', ruta: '/api/prestamos/export/csv', permitido: TODOS },
  // Reporte de cartera (toda la organización) y los valores del préstamo nuevo (el interés de la organización).
  { metodo: 'GET', ruta: '/api/reportes/cartera', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/reportes/cartera/export/csv', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/configuracion/organizacion/prestamos', permitido: TODOS },
  // Tasas de usura: el admin las registra; el gerente las lee, igual que el reporte de préstamos sobre la usura
  { metodo: 'GET', ruta: '/api/configuracion/tasas-usura', permitido: GESTION },
  { metodo: 'POST', ruta: '/api/configuracion/tasas-usura', body: {}, permitido: SOLO_ADMIN },
  { metodo: 'PUT', ruta: `/api/configuracion/tasas-usura/${NINGUNO}`, body: {}, permitido: SOLO_ADMIN },
  { metodo: 'DELETE', ruta: `/api/configuracion/tasas-usura/${NINGUNO}`, permitido: SOLO_ADMIN },
  // Pagos por transferencia: el admin administra las cuentas de recaudo y el ajuste de Mi Ruta; todos las leen; la
  // oficina confirma o rechaza lo que Mi Ruta deja por confirmar
  { metodo: 'GET', ruta: '/api/pagos/cuentas', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/pagos/cuentas', body: {}, permitido: SOLO_ADMIN },
  { metodo: 'PUT', ruta: `/api/pagos/cuentas/${NINGUNO}`, body: {}, permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: '/api/pagos/ajustes', permitido: TODOS },
  { metodo: 'GET', ruta: `/api/prestamos/${NINGUNO}/referencia-pago`, permitido: TODOS },
  { metodo: 'PUT', ruta: '/api/pagos/ajustes', body: {}, permitido: SOLO_ADMIN },
  // Wompi: sólo el admin guarda su secreto. POST /api/pagos/eventos/wompi es pública (sin sesión: la autentica su
  // checksum, 401 si no cuadra) y sus casos están en pagos-transferencias.e2e-spec.ts.
  { metodo: 'PUT', ruta: '/api/pagos/proveedores/wompi', body: {}, permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: '/api/pagos/transferencias', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/pagos/transferencias', body: {}, permitido: TODOS },
  { metodo: 'GET', ruta: `/api/pagos/transferencias/${NINGUNO}/foto`, permitido: TODOS },
  { metodo: 'POST', ruta: `/api/pagos/transferencias/${NINGUNO}/confirmar`, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/pagos/transferencias/${NINGUNO}/rechazar`, permitido: GESTION },
  // Extractos, «Recaudos por aplicar» y conciliación: la oficina (pagos-extractos.e2e-spec.ts).
  { metodo: 'POST', ruta: '/api/pagos/extractos', permitido: GESTION },
  { metodo: 'GET', ruta: `/api/pagos/extractos/${NINGUNO}`, permitido: GESTION },
  { metodo: 'GET', ruta: '/api/pagos/suspenso', permitido: GESTION },
  { metodo: 'POST', ruta: `/api/pagos/suspenso/${NINGUNO}/aplicar`, body: {}, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/pagos/suspenso/${NINGUNO}/devolver`, body: {}, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/pagos/lineas/${NINGUNO}/devolver-al-suspenso`, permitido: GESTION },
  { metodo: 'GET', ruta: '/api/pagos/conciliacion', permitido: GESTION },
  // Débitos del banco: reglas, reclasificación y líneas repetidas (pagos-conciliacion-bancaria.e2e-spec.ts).
  { metodo: 'GET', ruta: '/api/pagos/reglas-debito', permitido: GESTION },
  { metodo: 'POST', ruta: '/api/pagos/reglas-debito', body: {}, permitido: GESTION },
  { metodo: 'PUT', ruta: `/api/pagos/reglas-debito/${NINGUNO}`, body: {}, permitido: GESTION },
  { metodo: 'DELETE', ruta: `/api/pagos/reglas-debito/${NINGUNO}`, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/pagos/lineas/${NINGUNO}/reclasificar`, body: {}, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/pagos/lineas/${NINGUNO}/repetida`, body: {}, permitido: GESTION },
  { metodo: 'GET', ruta: '/api/reportes/usura', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/reportes/usura/export/csv', permitido: GESTION },
  { metodo: 'POST', ruta: '/api/prestamos/preview', body: { monto: 100000 }, permitido: TODOS },
  { metodo: 'GET', ruta: `/api/prestamos/${NINGUNO}`, permitido: TODOS },
  // Un cobrador solicita préstamos (quedan por aprobar); admin y gerente los desembolsan al crearlos.
  {
    metodo: 'POST',
    ruta: '/api/prestamos',
    body: { cliente: NINGUNO, monto: 1000 },
    permitido: TODOS,
  },
  {
    metodo: 'PUT',
    ruta: `/api/prestamos/${NINGUNO}`,
    body: { cliente: NINGUNO, monto: 1000 },
    permitido: GESTION,
  },
  { metodo: 'PATCH', ruta: `/api/prestamos/${NINGUNO}/cancelar`, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/prestamos/${NINGUNO}/reenganche`, body: {}, permitido: GESTION },
  {
    metodo: 'PATCH',
    ruta: `/api/prestamos/${NINGUNO}/estado`,
    body: { estado: 'pagado' },
    permitido: GESTION,
  },
  { metodo: 'POST', ruta: `/api/prestamos/${NINGUNO}/plan/generar`, permitido: GESTION },
  { metodo: 'GET', ruta: `/api/prestamos/${NINGUNO}/plan`, permitido: TODOS },
  {
    metodo: 'PATCH',
    ruta: `/api/prestamos/${NINGUNO}/plan/cuota/1/pagar`,
    body: { monto: 1000 },
    permitido: TODOS,
  },
  { metodo: 'PATCH', ruta: `/api/prestamos/${NINGUNO}/plan/cuota/1/revertir`, permitido: GESTION },
  { metodo: 'GET', ruta: `/api/prestamos/${NINGUNO}/plan/export/csv`, permitido: TODOS },
  { metodo: 'GET', ruta: `/api/prestamos/${NINGUNO}/notificaciones`, permitido: TODOS },
  // El libro: todos lo leen (el cobrador, su cartera); las operaciones son de admin y gerente (el castigo de un
  // gerente por encima del umbral espera a un administrador: docs/decisiones/cuatro-ojos.md).
  { metodo: 'GET', ruta: `/api/prestamos/${NINGUNO}/movimientos`, permitido: TODOS },
  {
    metodo: 'POST',
    ruta: `/api/prestamos/${NINGUNO}/liquidar`,
    body: { montoRecibido: 1000, motivo: 'Pago anticipado' },
    permitido: GESTION,
  },
  {
    metodo: 'POST',
    ruta: `/api/prestamos/${NINGUNO}/condonar`,
    body: { monto: 1000, motivo: 'Acuerdo' },
    permitido: GESTION,
  },
  {
    metodo: 'POST',
    ruta: `/api/prestamos/${NINGUNO}/castigar`,
    body: { motivo: 'Incobrable' },
    permitido: GESTION,
  },
  // Aprobaciones (cuatro ojos): admin y gerente ven lo que espera y los umbrales; sólo el admin resuelve y los cambia.
  { metodo: 'GET', ruta: '/api/aprobaciones?estado=pendiente', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/aprobaciones/umbrales', permitido: GESTION },
  {
    metodo: 'PUT',
    ruta: '/api/aprobaciones/umbrales',
    body: { prestamoGerente: 5000000, condonacion: 500000, castigo: 200000 },
    permitido: SOLO_ADMIN,
  },
  { metodo: 'PATCH', ruta: `/api/aprobaciones/${NINGUNO}/aprobar`, permitido: SOLO_ADMIN },
  {
    metodo: 'PATCH',
    ruta: `/api/aprobaciones/${NINGUNO}/rechazar`,
    body: { motivo: 'Sin soporte' },
    permitido: SOLO_ADMIN,
  },
  {
    metodo: 'POST',
    ruta: `/api/prestamos/${NINGUNO}/anular`,
    body: { motivo: 'Error de registro' },
    permitido: GESTION,
  },
  { metodo: 'PATCH', ruta: `/api/prestamos/${NINGUNO}/aprobar`, permitido: GESTION },
  {
    metodo: 'PATCH',
    ruta: `/api/prestamos/${NINGUNO}/rechazar`,
    body: { motivo: 'Sin capacidad de pago' },
    permitido: GESTION,
  },
  // Visitas de un préstamo, garantías y documentos: todos leen y crean (el cobrador, en su cartera); sólo admin y
  // gerente cambian el estado de una garantía y borran documentos
  { metodo: 'GET', ruta: `/api/gestiones/prestamo/${NINGUNO}`, permitido: TODOS },
  { metodo: 'GET', ruta: '/api/garantias', permitido: TODOS },
  { metodo: 'GET', ruta: `/api/garantias/${NINGUNO}`, permitido: TODOS },
  { metodo: 'POST', ruta: '/api/garantias', body: {}, permitido: TODOS },
  { metodo: 'PUT', ruta: `/api/garantias/${NINGUNO}`, body: { estado: 'verificada' }, permitido: GESTION },
  { metodo: 'POST', ruta: `/api/garantias/${NINGUNO}/documentos/${NINGUNO}`, permitido: TODOS },
  { metodo: 'GET', ruta: '/api/documentos', permitido: TODOS },
  { metodo: 'DELETE', ruta: `/api/documentos/${NINGUNO}`, permitido: GESTION },
  // La verificación es de la organización: sólo el administrador (docs/decisiones/caja-por-oficina-custodia.md)
  { metodo: 'GET', ruta: '/api/contabilidad/verificacion', permitido: SOLO_ADMIN },
  { metodo: 'POST', ruta: '/api/contabilidad/verificacion', permitido: SOLO_ADMIN },
  // Libro mayor: el plan de cuentas, el diario y los estados los leen admin y gerente; cambiar una cuenta es del admin
  { metodo: 'GET', ruta: '/api/contabilidad/cuentas', permitido: GESTION },
  { metodo: 'PUT', ruta: `/api/contabilidad/cuentas/${NINGUNO}`, body: {}, permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: '/api/contabilidad/diario', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/contabilidad/balance-prueba', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/contabilidad/estado-resultados', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/contabilidad/balance-general', permitido: GESTION },
  // Exporte del diario y equivalencias de cuentas: leen admin y gerente; cambiar una equivalencia es del admin
  { metodo: 'GET', ruta: '/api/contabilidad/diario/exporte?formato=siigo', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/contabilidad/equivalencias', permitido: GESTION },
  { metodo: 'PUT', ruta: `/api/contabilidad/equivalencias/${NINGUNO}`, body: {}, permitido: SOLO_ADMIN },
  // Políticas contables y deterioro: los leen admin y gerente; los cambia y asienta el admin.
  { metodo: 'GET', ruta: '/api/contabilidad/politicas', permitido: GESTION },
  {
    metodo: 'PUT',
    ruta: '/api/contabilidad/politicas',
    body: { interesDiferidoNeto: false },
    permitido: SOLO_ADMIN,
  },
  { metodo: 'GET', ruta: '/api/contabilidad/deterioro', permitido: GESTION },
  { metodo: 'POST', ruta: '/api/contabilidad/deterioro', body: {}, permitido: SOLO_ADMIN },
  // Cobros: todos registran en su cartera; editar, borrar y corregir el préstamo es de admin y gerente
  { metodo: 'GET', ruta: '/api/cobros', permitido: TODOS },
  { metodo: 'GET', ruta: `/api/cobros/${NINGUNO}`, permitido: TODOS },
  { metodo: 'GET', ruta: `/api/cobros/prestamo/${NINGUNO}`, permitido: TODOS },
  {
    metodo: 'POST',
    ruta: '/api/cobros',
    body: { prestamo: NINGUNO, monto: 1000, fecha: '2026-01-01' },
    permitido: TODOS,
  },
  { metodo: 'PUT', ruta: `/api/cobros/${NINGUNO}`, body: { monto: 1000 }, permitido: GESTION },
  { metodo: 'DELETE', ruta: `/api/cobros/${NINGUNO}`, permitido: GESTION },
  {
    metodo: 'POST',
    ruta: `/api/cobros/${NINGUNO}/corregir-prestamo`,
    body: { prestamo: NINGUNO, motivo: 'Préstamo equivocado' },
    permitido: GESTION,
  },
  // Caja de cobradores: los límites de los gastos los leen todos y los cambia el admin (cuerpo vacío: 400 sin
  // escribir); los pendientes los ve cada uno en su alcance; aprobar es de admin y gerente
  { metodo: 'GET', ruta: '/api/caja/limites-gastos', permitido: TODOS },
  { metodo: 'PUT', ruta: '/api/caja/limites-gastos', body: {}, permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: '/api/caja/gastos?estado=pendiente', permitido: TODOS },
  { metodo: 'PATCH', ruta: `/api/caja/gastos/${NINGUNO}/aprobar`, permitido: GESTION },
  // Cobros fuera de sitio: todos, el cobrador sólo los suyos
  { metodo: 'GET', ruta: '/api/caja/fuera-de-sitio', permitido: TODOS },
  { metodo: 'POST', ruta: '/api/caja/cobradores/:otro/abonos-faltante', body: {}, permitido: GESTION },
  // Flujo de caja: sólo admin y gerente (los movimientos con un id inexistente: nada cambia)
  { metodo: 'GET', ruta: '/api/flujo-caja', permitido: GESTION },
  { metodo: 'GET', ruta: '/api/flujo-caja/movimientos', permitido: GESTION },
  { metodo: 'GET', ruta: `/api/flujo-caja/movimientos/${NINGUNO}`, permitido: GESTION },
  { metodo: 'POST', ruta: '/api/flujo-caja/movimientos', body: {}, permitido: GESTION },
  { metodo: 'PUT', ruta: `/api/flujo-caja/movimientos/${NINGUNO}`, body: {}, permitido: GESTION },
  { metodo: 'DELETE', ruta: `/api/flujo-caja/movimientos/${NINGUNO}`, permitido: GESTION },
  // Tablero: todos, cada uno con su alcance
  { metodo: 'GET', ruta: '/api/dashboard/resumen', permitido: TODOS },
  // Importaciones: sólo el administrador (plantilla, revisión, consulta, aplicación, descarte)
  { metodo: 'GET', ruta: '/api/importaciones/plantilla', permitido: SOLO_ADMIN },
  { metodo: 'POST', ruta: '/api/importaciones', permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: `/api/importaciones/${NINGUNO}`, permitido: SOLO_ADMIN },
  { metodo: 'POST', ruta: `/api/importaciones/${NINGUNO}/aplicar`, permitido: SOLO_ADMIN },
  { metodo: 'DELETE', ruta: `/api/importaciones/${NINGUNO}`, permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: '/api/importaciones/exporte', permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: '/api/importaciones/columnas', permitido: SOLO_ADMIN },
  { metodo: 'GET', ruta: `/api/importaciones/${NINGUNO}/errores`, permitido: SOLO_ADMIN },
  // Última fila: «Salir» revoca el token del rol con el que se prueba, así que no puede ir antes que las demás.
  { metodo: 'POST', ruta: '/api/auth/logout', permitido: TODOS },
];

describe('matriz de roles', () => {
  let prueba: AppPrueba;
  const tokens: Partial<Record<NombreCuenta, string>> = {};
  let otro: string;

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    for (const cuenta of ['admin', 'gerente', 'cobrador1'] as const)
      tokens[cuenta] = await prueba.token(cuenta);
    otro = (await prueba.cuenta('cobrador3')).id;
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  // Las escrituras se prueban sin llegar a la base (DELETE con un id inexistente, POST con un email que ya existe),
  // así el orden de las filas no importa.
  const rutaDe = (fila: FilaPermiso, permitidoParaEste: boolean) =>
    fila.ruta.replace(
      ':otro',
      fila.metodo === 'GET' || !permitidoParaEste ? otro : NINGUNO,
    );
  const cuerpoDe = (fila: FilaPermiso) =>
    fila.body && 'email' in fila.body ? { ...fila.body, email: 'cobrador1@cartera.local' } : fila.body;

  describe.each([
    ['admin', 'admin'],
    ['gerente', 'gerente'],
    ['cobrador', 'cobrador1'],
  ] as const)('rol %s', (rol, cuenta) => {
    it.each(MATRIZ.map((fila) => [`${fila.metodo} ${fila.ruta}`, fila] as const))(
      '%s',
      async (_nombre, fila) => {
        const permitido = fila.permitido[rol];
        const r = await prueba.pedir({
          metodo: fila.metodo,
          ruta: rutaDe(fila, permitido),
          cuerpo: cuerpoDe(fila),
          token: tokens[cuenta],
        });
        if (permitido) {
          expect([401, 403]).not.toContain(r.status);
        } else {
          esperarError(r, 403, { message: 'No tiene permisos para realizar esta acción', code: 'PROHIBIDO' });
        }
      },
    );
  });

  describe('sin token', () => {
    it.each(MATRIZ.map((fila) => [`${fila.metodo} ${fila.ruta}`, fila] as const))(
      '%s → 401',
      async (_nombre, fila) => {
        const r = await prueba.pedir({ metodo: fila.metodo, ruta: rutaDe(fila, false), cuerpo: fila.body });
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ success: false, code: 'NO_AUTENTICADO' });
      },
    );
  });
});
