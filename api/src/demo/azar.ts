/**
 * Generador pseudoaleatorio con semilla fija (mulberry32) para los datos de demostración: con la misma semilla, la
 * demostración es la misma en cada instalación.
 */
export function crearAzar(semilla: number) {
  let estado = semilla >>> 0;
  const siguiente = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entre = (minimo: number, maximo: number) => minimo + Math.floor(siguiente() * (maximo - minimo + 1));
  const elegir = <T>(opciones: ReadonlyArray<readonly [T, number]>): T => {
    const total = opciones.reduce((suma, [, peso]) => suma + peso, 0);
    let punto = siguiente() * total;
    for (const [valor, peso] of opciones) {
      punto -= peso;
      if (punto < 0) return valor;
    }
    return opciones[opciones.length - 1][0];
  };
  const barajar = <T>(lista: T[]): T[] => {
    for (let i = lista.length - 1; i > 0; i--) {
      const j = entre(0, i);
      [lista[i], lista[j]] = [lista[j], lista[i]];
    }
    return lista;
  };
  /** Un elemento de la lista, todos con el mismo peso. */
  const uno = <T>(lista: readonly T[]): T => lista[entre(0, lista.length - 1)];
  return { siguiente, entre, elegir, barajar, uno };
}
export type Azar = ReturnType<typeof crearAzar>;
