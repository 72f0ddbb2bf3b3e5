// La supresión encuentra a la persona en cualquier forma de escribirla (issue 65, docs/decisiones/datos-personales.md,
// «Supresión: cada forma de escribir un dato»): los ejemplos del hallazgo, leídos después en la lista de recaudos por
// aplicar, el exporte del diario, la auditoría (JSON y CSV), las notificaciones y las solicitudes; y una propiedad de
// fast-check que escribe sus datos en grafías al azar en cada columna de texto y JSON de la cobertura y no encuentra
// ninguno después de suprimirla.
import { formatearFecha, hoyBogota } from '@cartera/dominio';
import fc from 'fast-check';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearPrestamoPrueba } from './support/fabricas-cartera';
import {
  columnasCubiertas,
  escribir,
  escribirEnLaColumna,
  escribirJson,
  grafiaAlAzar,
  nombreEnFicha,
  personaAlAzar,
  rastrosEnLaBase,
  unaFilaEnCadaTabla,
  type PersonaAlAzar,
} from './support/grafias';
import { aplicarPagosPendientes } from './support/pagos';
import { subirExtracto } from './support/pagos-banco';
import { envioDeSistema } from './support/notificaciones';

/** Lo que se busca de Wilfrido en cada lectura, sin importar cómo se escribió. */
const RASTROS_WILFRIDO: ReadonlyArray<[string, RegExp]> = [
  ['nombre', /wilfrido|casasbuenas|otalora/],
  ['cédula', /55\D{0,3}598\D{0,3}765\D{0,3}432/],
  ['teléfono anterior', /320\D{0,3}999\D{0,3}88\D{0,3}77/],
  ['teléfono', /315\D{0,3}777\D{0,3}66\D{0,3}55/],
];

const rastrosDeWilfrido = (texto: string) => {
  const plegado = texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return RASTROS_WILFRIDO.filter(([, patron]) => patron.test(plegado)).map(([dato]) => dato);
};

describe('supresión: cada forma de escribir un dato', () => {
  const { prueba, tokens, ids } = usarAppPrueba();
  const admin = () => prueba.como('admin');

  /** El préstamo cerró hace 11 años: ya nada obliga a conservar los datos (ANIOS_RETENCION_HISTORIAL). */
  const cerrarHaceOnceAnios = (prestamo: string) =>
    prueba.dataSource.query(`UPDATE prestamos SET estado = 'pagado', fecha_cierre = current_date - 4018 WHERE id = $1`, [
      prestamo,
    ]);

  it('los ejemplos del hallazgo: recaudos por aplicar, diario, auditoría y notificaciones quedan sin Wilfrido', async () => {
    const alta = await admin().post('/api/clientes', {
      nombre: 'Wilfrido Casasbuenas Otálora',
      cedula: '55598765432',
      telefono: '3209998877',
      direccion: 'Calle 8 # 12-40',
      ciudad: 'Cúcuta',
      autorizacionDatos: { canal: 'presencial_firmado' },
    });
    expect(alta.status).toBe(201);
    const id: string = alta.body.data._id;
    // Cambia de teléfono: 320 999 8877 queda sólo en la historia (la auditoría de la edición).
    expect((await admin().put(`/api/clientes/${id}`, { telefono: '3157776655' })).status).toBe(200);
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: id, monto: 100000 });
    await cerrarHaceOnceAnios(prestamo._id);

    // Dos solicitudes: la segunda, la suya, sin enlazar a la ficha («Supresión #2 de Wilfrido Casasbuenas»).
    for (const [titular, contacto] of [
      ['Marta Rueda', 'marta@correo.test'],
      ['Wilfrido Casasbuenas', '320 999 8877'],
    ]) {
      const s = await admin().post('/api/habeas-data/solicitudes', { tipo: 'supresion', titular, contacto, descripcion: 'Pide borrar sus datos' });
      expect(s.status).toBe(201);
    }
    // Es la referencia de otro cliente (su nombre a medias y su teléfono anterior), y el fiador en sus observaciones.
    const otro = await admin().post('/api/clientes', {
      nombre: 'Marta Rueda',
      cedula: '10203040506',
      telefono: '3001234567',
      direccion: 'Carrera 3 # 4-5',
      ciudad: 'Cúcuta',
      referencia1Nombre: 'Wilfrido Casasbuenas',
      referencia1Telefono: '3209998877',
      observaciones: 'Fiador: WILFRIDO CASASBUENAS O., cc 55598765432',
    });
    expect(otro.status).toBe(201);
    // Una nota a la oficina.
    const nota = await admin().post(
      '/api/notificaciones',
      envioDeSistema('sistema', 'Cliente por confirmar', 'Ojo con Wilfrido … tel 320 999 8877, cc 55.598.765.432', {
        destinatarios: 'usuarios',
        usuarioIds: [ids.cobrador1],
      }),
    );
    expect(nota.status).toBe(201);
    // El extracto del banco: dos recaudos sin dueño van al suspenso y al diario («Recaudo por aplicar: …»).
    const cuenta = await admin().post('/api/pagos/cuentas', { tipo: 'banco', nombre: 'Bancolombia', identificador: '123456789' });
    const hoyCo = formatearFecha(hoyBogota());
    const extracto = await subirExtracto(
      prueba,
      { cuenta: cuenta.body.data._id, columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor' }) },
      {
        contenido: Buffer.from(
          [
            'Fecha;Descripción;Valor',
            `${hoyCo};TRANSF WILFRIDO CASASBUENAS OTALORA CC 55.598.765.432;30.000`,
            `${hoyCo};NEQUI WILFRIDO C 320 999 8877;20.000`,
          ].join('\n'),
        ),
        nombre: 'extracto.csv',
      },
    );
    expect(extracto.status).toBe(201);
    await aplicarPagosPendientes(prueba);

    const lecturas = async () => {
      const hoy = hoyBogota();
      return {
        suspenso: JSON.stringify((await admin().get('/api/pagos/suspenso')).body.data),
        extracto: JSON.stringify((await admin().get(`/api/pagos/extractos/${extracto.body.data.id}`)).body.data),
        diario: String((await admin().get(`/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv`)).body),
        auditoria: JSON.stringify((await admin().get('/api/auditoria?limit=100')).body.data),
        auditoriaCsv: String((await admin().get('/api/auditoria/export/csv')).body),
        notificaciones: JSON.stringify((await admin().get('/api/notificaciones?limit=100')).body.data),
        solicitudes: JSON.stringify((await admin().get('/api/habeas-data/solicitudes?limit=100')).body.data),
        otroCliente: JSON.stringify((await admin().get(`/api/clientes/${otro.body.data._id}`)).body.data),
      };
    };
    // Antes: cada lectura lo muestra (así la prueba sabe que mira donde debe).
    const antes = await lecturas();
    expect(rastrosDeWilfrido(antes.suspenso)).toEqual(['nombre', 'cédula', 'teléfono anterior']);
    expect(rastrosDeWilfrido(antes.diario)).toEqual(['nombre', 'cédula', 'teléfono anterior']);
    expect(rastrosDeWilfrido(antes.auditoria)).toEqual(['nombre', 'cédula', 'teléfono anterior', 'teléfono']);
    expect(rastrosDeWilfrido(antes.notificaciones)).toEqual(['nombre', 'cédula', 'teléfono anterior']);
    expect(rastrosDeWilfrido(antes.extracto)).toEqual(['nombre', 'cédula', 'teléfono anterior']);
    expect(rastrosDeWilfrido(antes.auditoriaCsv)).toEqual(['nombre', 'cédula', 'teléfono anterior', 'teléfono']);
    expect(rastrosDeWilfrido(antes.solicitudes)).toEqual(['nombre', 'teléfono anterior']);
    expect(rastrosDeWilfrido(antes.otroCliente)).toEqual(['nombre', 'cédula', 'teléfono anterior']);
    expect(antes.auditoria).toContain('Supresión #2 de Wilfrido Casasbuenas');

    expect((await admin().post(`/api/clientes/${id}/supresion`)).status).toBe(201);

    const despues = await lecturas();
    for (const [lectura, texto] of Object.entries(despues)) expect([lectura, rastrosDeWilfrido(texto)]).toEqual([lectura, []]);
    expect(despues.suspenso).toContain('TRANSF [suprimido] CC [suprimido]');
    expect(despues.suspenso).toContain('NEQUI [suprimido] C [suprimido]');
    expect(despues.diario).toContain('Recaudo por aplicar: TRANSF [suprimido] CC [suprimido]');
    expect(despues.auditoria).toContain('Supresión #2 de [suprimido]');
    expect(despues.notificaciones).toContain('Ojo con [suprimido] … tel [suprimido], cc [suprimido]');
    // Lo de otros sigue: la otra solicitud, la ficha del otro cliente sin él y los montos de los recaudos.
    expect(despues.solicitudes).toContain('Marta Rueda');
    expect(JSON.parse(despues.otroCliente)).toMatchObject({
      nombre: 'Marta Rueda',
      referencia1Nombre: '[suprimido]',
      referencia1Telefono: null,
      observaciones: 'Fiador: [suprimido] O., cc [suprimido]',
    });
    const suspenso: Json[] = JSON.parse(despues.suspenso);
    expect(suspenso.map((l) => l.valor).sort()).toEqual([20_000, 30_000]);
  }, 60_000);

  it('propiedad: ninguna grafía de sus datos sobrevive en ninguna columna de texto o JSON de la cobertura', async () => {
    const columnas = await columnasCubiertas(prueba);
    expect(columnas.length).toBeGreaterThan(50);
    expect(await unaFilaEnCadaTabla(prueba, columnas)).toEqual([]);

    await fc.assert(
      fc.asyncProperty(personaAlAzar, fc.array(grafiaAlAzar, { minLength: columnas.length, maxLength: columnas.length }), async (p, grafias) => {
        const id = await altaConTelefonoAnterior(p);
        for (const [i, c] of columnas.entries()) {
          const { nombre, dato, texto } = escribir(p, grafias[i]);
          // Si la columna no acepta tanto texto: el nombre y el dato, o el dato. Una columna de un dato (un teléfono con
          // su CHECK) lleva el dato o, si no lo acepta así escrito, el teléfono anterior en sus dígitos.
          const valores = c.esJson
            ? [escribirJson(p, grafias[i])]
            : c.esDato
              ? [dato, p.telefonoAnterior]
              : [texto, `${nombre} ${dato}`, dato];
          await escribirEnLaColumna(prueba, c, valores);
        }
        expect((await rastrosEnLaBase(prueba, columnas, p)).length).toBeGreaterThanOrEqual(columnas.length);
        expect((await admin().post(`/api/clientes/${id}/supresion`)).status).toBe(201);
        expect(await rastrosEnLaBase(prueba, columnas, p)).toEqual([]);
      }),
      // Cada corrida deja a su persona en la base: achicar un contraejemplo repetiría su cédula, así que no se achica.
      { numRuns: 8, endOnFailure: true },
    );
  }, 120_000);

  /** Alta por la API con el teléfono anterior y edición al de hoy: el anterior queda sólo en la auditoría. */
  async function altaConTelefonoAnterior(p: PersonaAlAzar): Promise<string> {
    const alta = await admin().post('/api/clientes', {
      nombre: nombreEnFicha(p),
      cedula: p.cedula,
      telefono: p.telefonoAnterior,
      email: p.email,
      direccion: 'Calle 1 # 2-3',
      ciudad: 'Bogotá',
    });
    expect([alta.status, alta.body.errors]).toEqual([201, undefined]);
    expect((await admin().put(`/api/clientes/${alta.body.data._id}`, { telefono: p.telefono })).status).toBe(200);
    return alta.body.data._id;
  }
});
