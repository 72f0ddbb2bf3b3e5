// Fuzz de las fechas (docs/decisiones/fechas-recibidas.md): cada parámetro de consulta y cada campo del cuerpo de cada
// operación del documento OpenAPI que es una fecha (formato date o date-time, o llamado fecha…, desde, hasta, …Desde,
// …Hasta) recibe números sueltos, los años 0 y 9999, días que no existen y el texto vacío, como el primer rol que la
// ruta admite. Todos son un 400 con el error en su campo (el vacío, donde el campo dice que es «sin fecha», un 400 o un
// 404 por lo demás): nunca un 500, nunca un 2xx.
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo, NombreCuenta } from './support/app-prueba';

/** Hasta cuatro minutos con la máquina cargada: cientos de peticiones. */
const LIMITE_MS = 240_000;

const FECHAS_MALAS = ['6915', '20261301', '0000-01-01', '9999-12-31', '2026-02-30', ''];
const ROLES: NombreCuenta[] = ['admin', 'gerente', 'cobrador1'];
const NOMBRE_DE_FECHA = /^(fecha\w*|desde|hasta|\w+Desde|\w+Hasta)$/;

interface CampoFecha {
  metodo: Metodo;
  ruta: string;
  donde: 'consulta' | 'cuerpo';
  nombre: string;
  /** Los demás parámetros de consulta obligatorios, con una fecha buena: el 400 es por este campo. */
  otros: Record<string, string>;
}

function resolver(documento: Json, esquema: Json): Json {
  if (esquema?.$ref) return resolver(documento, documento.components.schemas[String(esquema.$ref).split('/').pop() as string]);
  if (Array.isArray(esquema?.allOf)) {
    return { properties: Object.assign({}, ...esquema.allOf.map((parte: Json) => resolver(documento, parte)?.properties ?? {})) };
  }
  return esquema;
}

/** ¿Es una fecha? Por su formato, o por su nombre si no es un número ni un sí/no. */
function esFecha(nombre: string, esquema: Json): boolean {
  if (esquema?.format === 'date' || esquema?.format === 'date-time') return true;
  const tipo = esquema?.type;
  return NOMBRE_DE_FECHA.test(nombre) && tipo !== 'number' && tipo !== 'integer' && tipo !== 'boolean' && !esquema?.enum;
}

function camposDeFecha(documento: Json): CampoFecha[] {
  const campos: CampoFecha[] = [];
  for (const [plantilla, operaciones] of Object.entries<Json>(documento.paths)) {
    for (const [verbo, operacion] of Object.entries<Json>(operaciones)) {
      const metodo = verbo.toUpperCase() as Metodo;
      // Un parámetro de ruta bien formado (un id que no existe, un número): el 400 no es por la ruta.
      const deRuta = new Map<string, Json>((operacion.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => [p.name, p.schema]));
      const ruta = plantilla.replace(/\{([^}]+)\}/g, (_todo, nombre: string) => {
        const tipo = deRuta.get(nombre)?.type;
        return tipo === 'integer' || tipo === 'number' ? '1' : randomUUID();
      });
      const consulta: Json[] = (operacion.parameters ?? []).filter((p: Json) => p.in === 'query');
      const fechas = consulta.filter((p) => esFecha(p.name, p.schema));
      for (const p of fechas) {
        const otros = Object.fromEntries(
          consulta.filter((o) => o.required && o.name !== p.name && fechas.includes(o)).map((o) => [o.name, '2026-11-01']),
        );
        campos.push({ metodo, ruta, donde: 'consulta', nombre: p.name, otros });
      }
      const cuerpo = resolver(documento, operacion.requestBody?.content?.['application/json']?.schema);
      for (const [nombre, esquema] of Object.entries<Json>(cuerpo?.properties ?? {})) {
        if (esFecha(nombre, resolver(documento, esquema))) campos.push({ metodo, ruta, donde: 'cuerpo', nombre, otros: {} });
      }
    }
  }
  return campos;
}

describe('fuzz de las fechas de todas las operaciones del documento OpenAPI', () => {
  const { prueba } = usarAppPrueba();

  it(
    'toda fecha mala (número suelto, año 0 o 9999, día que no existe, vacía) es un 400 en su campo',
    async () => {
      const documento = (await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' })).body;
      const campos = camposDeFecha(documento);
      // Las que el contrato tiene hoy, como piso: si el recorrido dejara de encontrarlas, la prueba no diría nada.
      expect(campos.length).toBeGreaterThan(40);
      expect(campos).toContainEqual(expect.objectContaining({ ruta: '/api/auditoria', nombre: 'fechaDesde' }));

      const fallos: string[] = [];
      for (const campo of campos) {
        for (const mala of FECHAS_MALAS) {
          const parametros = new URLSearchParams(campo.donde === 'consulta' ? { ...campo.otros, [campo.nombre]: mala } : {});
          const ruta = parametros.size > 0 ? `${campo.ruta}?${parametros}` : campo.ruta;
          const cuerpo = campo.donde === 'cuerpo' ? { [campo.nombre]: mala } : undefined;
          let respuesta = null;
          for (const rol of ROLES) {
            respuesta = await prueba.pedir({ metodo: campo.metodo, ruta, cuerpo, token: await prueba.token(rol) });
            if (respuesta.status !== 403) break;
          }
          const errores = respuesta?.body?.errors?.[campo.nombre];
          // El texto vacío en un campo opcional es «sin fecha» donde el campo lo dice (la fecha de nacimiento que se borra,
          // el préstamo que empieza hoy): basta con que no pase ni rompa nada. Cualquier otra fecha mala, 400 en su campo.
          const enSuCampo = Array.isArray(errores) && errores.length > 0;
          const bien = mala === '' ? respuesta?.status === 400 || respuesta?.status === 404 : respuesta?.status === 400 && enSuCampo;
          if (!bien) {
            fallos.push(`${campo.metodo} ${campo.ruta} ${campo.donde} ${campo.nombre}=${JSON.stringify(mala)} → ${respuesta?.status} ${JSON.stringify(respuesta?.body).slice(0, 160)}`);
          }
        }
      }
      expect(fallos).toEqual([]);
    },
    LIMITE_MS,
  );
});
