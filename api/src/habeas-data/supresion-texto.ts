// El texto libre y el JSON de la cobertura sin la persona (docs/decisiones/datos-personales.md, «Supresión: cada forma
// de escribir un dato»). La base trae las filas candidatas por un cursor (sus datos en cualquier grafía, de quién es
// la fila); la regla pura de @cartera/dominio (buscadorSupresion) decide qué se cambia; la base escribe cada página de
// una vez.
import { MARCA_SUPRIMIDO, type BuscadorSupresion, type ContextoTexto } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { esObjeto } from '../common/tipado';
import { CAMPOS_DIRECTOS } from '../clientes/clientes.escritura';
import { consultasSupresion } from './supresion.consultas';

/** Filas por página del cursor: leer, decidir y escribir sin tener una tabla entera en memoria. */
const FILAS_POR_PAGINA = 500;

/** Campos de un objeto JSON que describe al cliente (la ficha en la auditoría, en camelCase o snake_case). */
const CLAVES_PERSONALES = new Set(
  [...CAMPOS_DIRECTOS.filter((campo) => campo !== 'estado'), 'foto'].map(normalizarClave),
);

function normalizarClave(clave: string): string {
  return clave.replace(/_/g, '').toLowerCase();
}

const esEscalar = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/**
 * `valor` (un JSON) sin la persona. Cada cadena pierde sus datos (buscadorSupresion, en el contexto de su registro); un
 * número que es su teléfono o su documento pasa a la marca. Un registro (objeto o arreglo) es suyo si lo es el de
 * arriba, si es el cliente (su `_id` o `id`: cada campo personal pasa a la marca) o si sus propios valores lo nombran;
 * es ajeno si es la ficha de otra persona (otro id, con cédula). Devuelve un valor igual si nada cambió.
 */
export function limpiarJson(
  valor: unknown,
  clienteId: string,
  buscador: BuscadorSupresion | null,
  contexto: ContextoTexto = 'neutro',
): unknown {
  if (typeof valor === 'string') return buscador ? buscador.reemplazar(valor, contexto) : valor;
  if (typeof valor === 'number') {
    return buscador && buscador.reemplazar(String(valor), 'ajeno') !== String(valor) ? MARCA_SUPRIMIDO : valor;
  }
  const deRegistro = (base: ContextoTexto, propios: unknown[]): ContextoTexto =>
    base === 'suyo' || (buscador !== null && buscador.nombra(propios.filter(esEscalar).map(String).join(' · '), base))
      ? 'suyo'
      : base;
  if (Array.isArray(valor)) {
    const suyo = deRegistro(contexto, valor);
    return valor.map((v) => limpiarJson(v, clienteId, buscador, suyo));
  }
  if (esObjeto(valor)) {
    const esElCliente = valor._id === clienteId || valor.id === clienteId;
    const esOtraFicha = !esElCliente && (valor._id ?? valor.id) !== undefined && 'cedula' in valor;
    const base = esElCliente ? 'suyo' : esOtraFicha && contexto === 'neutro' ? 'ajeno' : contexto;
    const suyo = deRegistro(base, Object.values(valor));
    const limpio: Record<string, unknown> = {};
    for (const [clave, v] of Object.entries(valor)) {
      limpio[clave] =
        esElCliente && v !== null && v !== false && CLAVES_PERSONALES.has(normalizarClave(clave))
          ? MARCA_SUPRIMIDO
          : limpiarJson(v, clienteId, buscador, suyo);
    }
    return limpio;
  }
  return valor;
}

/**
 * Recorre `tabla.columna` (texto o JSON) y deja cada fila candidata sin la persona, en la transacción de `manager`: la
 * base las entrega por un cursor, de a FILAS_POR_PAGINA, y cada página se reescribe de una vez. Con `vaciar` (un solo
 * dato, no un texto), la que tenía un dato suyo queda vacía. Una candidata que la regla no cambia no se escribe.
 */
export async function limpiarColumna(
  manager: EntityManager,
  objetivo: {
    tabla: string;
    columna: string;
    esJson: boolean;
    sinBinario: boolean;
    vaciar: boolean;
    columnasDeLaTabla: ReadonlySet<string>;
  },
  clienteId: string,
  buscador: BuscadorSupresion | null,
): Promise<void> {
  if (!buscador && !objetivo.esJson) return;
  const busqueda = { clienteId, patron: buscador?.patronSql ?? null };
  if (!(await consultasSupresion.abrirCandidatas(manager, objetivo, busqueda))) return;
  for (;;) {
    const filas = await consultasSupresion.siguientesCandidatas(manager, FILAS_POR_PAGINA);
    const cambios: Array<{ ctid: string; valor: string | null }> = [];
    for (const fila of filas) {
      const antes = objetivo.esJson ? JSON.stringify(fila.valor) : String(fila.valor);
      const despuesDeLimpiar = objetivo.esJson
        ? JSON.stringify(limpiarJson(fila.valor, clienteId, buscador, fila.contexto))
        : (buscador?.reemplazar(antes, fila.contexto) ?? antes);
      if (despuesDeLimpiar !== antes) cambios.push({ ctid: fila.ctid, valor: objetivo.vaciar ? null : despuesDeLimpiar });
    }
    await consultasSupresion.reescribir(manager, objetivo, cambios);
    if (filas.length < FILAS_POR_PAGINA) break;
  }
  // Si algo falla antes, la transacción entera se revierte y el cursor se va con ella.
  await consultasSupresion.cerrarCandidatas(manager);
}
