// El estado compacto de las hojas grandes de una revisión en flujo (importacionEnFlujo.ts): por fila, unos números en
// arreglos tipados que crecen al doble (unos 30 bytes por cobro, no un objeto), y los textos que se repiten (el
// préstamo de un cobro, su cobrador) como índices de una tabla de llaves. Puro.

/** Estado de una fila: con errores propios, válida, fuera por otra hoja, o un cobro posterior a hoy (fuera). */
export const INVALIDA = 0;
export const VALIDA = 1;
export const FUERA = 2;
export const FUTURO = 3;

/** Préstamos entre dos pausas del cierre (RevisionEnFlujo.cerrarPorPartes): quien lo recorre cede ahí el turno. */
export const PRESTAMOS_POR_PASO = 2_000;

/** Una fecha 'aaaa-mm-dd' como el entero aaaammdd (se comparan igual). */
export function aaaammdd(fecha: string): number {
  return Number(fecha.slice(0, 4)) * 10_000 + Number(fecha.slice(5, 7)) * 100 + Number(fecha.slice(8, 10));
}

/** El entero aaaammdd como 'aaaa-mm-dd'. */
export function desdeAaaammdd(n: number): string {
  const texto = String(n).padStart(8, '0');
  return `${texto.slice(0, 4)}-${texto.slice(4, 6)}-${texto.slice(6, 8)}`;
}

/** Textos que se repiten, cada uno con su índice (el orden en que aparecieron). */
export class Llaves {
  private readonly indices = new Map<string, number>();
  private readonly textos: string[] = [];

  get cantidad(): number {
    return this.textos.length;
  }

  indice(texto: string): number {
    let i = this.indices.get(texto);
    if (i === undefined) {
      i = this.textos.length;
      this.indices.set(texto, i);
      this.textos.push(texto);
    }
    return i;
  }

  /** El índice de un texto, o −1 si nunca apareció. */
  buscar(texto: string): number {
    return this.indices.get(texto) ?? -1;
  }

  texto(i: number): string {
    return this.textos[i];
  }
}

/** Las filas de cada llave: `de(k)` da sus índices de fila en el orden del archivo. */
export interface Grupos {
  de(llave: number): Int32Array;
}

/**
 * Filas de una hoja en columnas: número de fila, préstamo (índice de llave, −1 sin préstamo), estado, comparación con
 * lo importado (0 nueva, 1 actualizada, 2 sin cambios) y `enteros` + `reales` columnas propias de la hoja.
 */
export class ColumnasDeFilas {
  cantidad = 0;
  private capacidad = 1024;
  private numeros = new Int32Array(this.capacidad);
  private prestamos = new Int32Array(this.capacidad);
  private estados = new Uint8Array(this.capacidad);
  private comparaciones = new Uint8Array(this.capacidad);
  private enteros: Int32Array[];
  private reales: Float64Array[];

  constructor(enteros: number, reales: number) {
    this.enteros = Array.from({ length: enteros }, () => new Int32Array(this.capacidad));
    this.reales = Array.from({ length: reales }, () => new Float64Array(this.capacidad));
  }

  private crecer(): void {
    this.capacidad *= 2;
    const copiar = <T extends Int32Array | Uint8Array | Float64Array>(a: T, nuevo: T): T => {
      nuevo.set(a);
      return nuevo;
    };
    this.numeros = copiar(this.numeros, new Int32Array(this.capacidad));
    this.prestamos = copiar(this.prestamos, new Int32Array(this.capacidad));
    this.estados = copiar(this.estados, new Uint8Array(this.capacidad));
    this.comparaciones = copiar(this.comparaciones, new Uint8Array(this.capacidad));
    this.enteros = this.enteros.map((a) => copiar(a, new Int32Array(this.capacidad)));
    this.reales = this.reales.map((a) => copiar(a, new Float64Array(this.capacidad)));
  }

  agregar(
    numero: number,
    prestamo: number,
    valida: boolean,
    enteros: readonly number[],
    reales: readonly number[],
  ): void {
    if (this.cantidad === this.capacidad) this.crecer();
    const i = this.cantidad;
    this.numeros[i] = numero;
    this.prestamos[i] = prestamo;
    this.estados[i] = valida ? VALIDA : INVALIDA;
    enteros.forEach((v, j) => (this.enteros[j][i] = v));
    reales.forEach((v, j) => (this.reales[j][i] = v));
    this.cantidad += 1;
  }

  numero(i: number): number {
    return this.numeros[i];
  }
  prestamo(i: number): number {
    return this.prestamos[i];
  }
  estado(i: number): number {
    return this.estados[i];
  }
  marcar(i: number, estado: number): void {
    this.estados[i] = estado;
  }
  comparacion(i: number): number {
    return this.comparaciones[i];
  }
  entero(i: number, columna: number): number {
    return this.enteros[columna][i];
  }
  real(i: number, columna: number): number {
    return this.reales[columna][i];
  }

  /** El índice de la fila con ese número (las filas llegan en orden), o −1. */
  indiceDe(numero: number): number {
    let bajo = 0;
    let alto = this.cantidad - 1;
    while (bajo <= alto) {
      const medio = (bajo + alto) >> 1;
      const n = this.numeros[medio];
      if (n === numero) return medio;
      if (n < numero) bajo = medio + 1;
      else alto = medio - 1;
    }
    return -1;
  }

  /** Anota la comparación (0 nueva, 1 actualizada, 2 sin cambios) de la fila con ese número. */
  comparar(numero: number, comparacion: number): void {
    const i = this.indiceDe(numero);
    if (i >= 0) this.comparaciones[i] = comparacion;
  }

  /**
   * Las filas de cada préstamo (de `llaves` préstamos), en el orden del archivo: todas las que lo nombran o, con
   * `estado`, sólo las que lo tienen. Un conteo y una pasada (sin una lista por préstamo).
   */
  agrupar(llaves: number, estado?: number): Grupos {
    const inicio = new Int32Array(llaves + 1);
    const entra = (i: number) =>
      this.prestamos[i] >= 0 && (estado === undefined || this.estados[i] === estado);
    for (let i = 0; i < this.cantidad; i += 1) if (entra(i)) inicio[this.prestamos[i] + 1] += 1;
    for (let k = 0; k < llaves; k += 1) inicio[k + 1] += inicio[k];
    const filas = new Int32Array(inicio[llaves]);
    const siguiente = inicio.slice(0, llaves);
    for (let i = 0; i < this.cantidad; i += 1) if (entra(i)) filas[siguiente[this.prestamos[i]]++] = i;
    return { de: (k) => filas.subarray(inicio[k], inicio[k + 1]) };
  }

  /** Los números de las filas válidas por sí solas que otra regla dejó fuera. */
  fuera(): number[] {
    const numeros: number[] = [];
    for (let i = 0; i < this.cantidad; i += 1)
      if (this.estados[i] === FUERA || this.estados[i] === FUTURO) numeros.push(this.numeros[i]);
    return numeros;
  }

  /** Las filas válidas como { capital, interes, pagado } (reales 1, 2 y 3 de las cuotas), una a la vez. */
  *filasValidas(): Generator<{ capital: number; interes: number; pagado: number }> {
    for (let i = 0; i < this.cantidad; i += 1)
      if (this.estados[i] === VALIDA)
        yield { capital: this.reales[1][i], interes: this.reales[2][i], pagado: this.reales[3][i] };
  }
}
