/** One key of an audited record, before and after the change. */
export interface Diferencia {
  campo: string;
  antes: unknown;
  despues: unknown;
  cambiado: boolean;
}

function igual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The keys of the previous and new data side by side, changed ones first (in the order they appear), then the
 * unchanged ones. A key missing on one side counts as changed (created or removed).
 */
export function diferencias(
  anteriores: Record<string, unknown> | null,
  nuevos: Record<string, unknown> | null,
): Diferencia[] {
  const antes = anteriores ?? {};
  const despues = nuevos ?? {};
  const campos = [...new Set([...Object.keys(antes), ...Object.keys(despues)])];
  const filas = campos.map((campo) => {
    const a = Object.prototype.hasOwnProperty.call(antes, campo) ? antes[campo] : undefined;
    const d = Object.prototype.hasOwnProperty.call(despues, campo) ? despues[campo] : undefined;
    return { campo, antes: a, despues: d, cambiado: !igual(a, d) };
  });
  return [...filas.filter((f) => f.cambiado), ...filas.filter((f) => !f.cambiado)];
}

/** A value as the diff table shows it: '—' for nothing, text as is, anything else as compact JSON. */
export function valorLegible(valor: unknown): string {
  if (valor === undefined || valor === null || valor === '') return '—';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  return JSON.stringify(valor);
}
