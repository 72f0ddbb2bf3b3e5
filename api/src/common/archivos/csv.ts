// Un CSV subido, partido en filas en flujo y con límites (docs/decisiones/lector-de-archivos-acotado.md): UTF-8 con o
// sin BOM, comillas dobles (RFC 4180) y el separador «;» o «,», el que más aparezca en la primera línea (los bancos y
// Excel en Colombia usan «;» porque la coma es el decimal). Se cuentan las columnas de cada fila, los caracteres de
// cada celda, las filas y las celdas mientras se lee: nunca se arma el archivo entero.
import { StringDecoder } from 'node:string_decoder';
import { MENSAJES_LECTOR, rechazo, type LimitesArchivo } from './limites';
import { letrasDe, type Contadores, type FilaLeida } from './xlsx-filas';

const COMILLA = 34;
const SALTO = 10;
const RETORNO = 13;
const TROZO = 1024 * 1024;

/** El separador de un CSV por su primera línea. */
export function separadorCsv(inicio: string): string {
  const fin = inicio.search(/\r?\n/);
  const primera = fin < 0 ? inicio : inicio.slice(0, fin);
  return primera.split(';').length >= primera.split(',').length ? ';' : ',';
}

/** Parte el texto que llega por trozos en filas; deja en `listas` las completas. */
export class PartidorCsv {
  listas: FilaLeida[] = [];
  private fila: string[] = [];
  private celda = '';
  private entreComillas = false;
  private comillaAlFinal = false;
  private saltarSalto = false;
  private numero = 1;
  private readonly separador: number;

  constructor(
    separador: string,
    private readonly hoja: string,
    private readonly limites: LimitesArchivo,
    private readonly contadores: Contadores,
  ) {
    this.separador = separador.charCodeAt(0);
  }

  private agregar(texto: string): void {
    this.celda += texto;
    if (this.celda.length > this.limites.caracteresCelda) {
      const celda = `${letrasDe(this.fila.length + 1)}${this.numero}`;
      throw rechazo(MENSAJES_LECTOR.caracteres(this.limites.caracteresCelda, this.hoja, celda));
    }
  }

  private cerrarCelda(): void {
    const { limites } = this;
    if (this.fila.length >= limites.columnas)
      throw rechazo(MENSAJES_LECTOR.columnasCsv(limites.columnas, this.numero));
    if ((this.contadores.celdas += 1) > limites.celdas) throw rechazo(MENSAJES_LECTOR.celdas(limites.celdas));
    this.fila.push(this.celda);
    this.celda = '';
  }

  private cerrarFila(): void {
    if (this.numero > this.limites.filas + 1) throw rechazo(MENSAJES_LECTOR.filasArchivo(this.limites.filas));
    this.listas.push({ numero: this.numero, celdas: this.fila });
    this.numero += 1;
    this.fila = [];
  }

  /** Lo que queda entre comillas: hasta la comilla que cierra (una doble es una comilla del texto). */
  private entreComillasDesde(texto: string, desde: number): number {
    const comilla = texto.indexOf('"', desde);
    if (comilla < 0) {
      this.agregar(texto.slice(desde));
      return texto.length;
    }
    this.agregar(texto.slice(desde, comilla));
    if (comilla + 1 >= texto.length) {
      this.comillaAlFinal = true;
      return texto.length;
    }
    if (texto.charCodeAt(comilla + 1) === COMILLA) {
      this.agregar('"');
      return comilla + 2;
    }
    this.entreComillas = false;
    return comilla + 1;
  }

  escribir(texto: string): void {
    const n = texto.length;
    let i = 0;
    while (i < n) {
      if (this.saltarSalto) {
        this.saltarSalto = false;
        if (texto.charCodeAt(i) === SALTO) i += 1;
        continue;
      }
      if (this.comillaAlFinal) {
        // La comilla con que terminó el trozo anterior: doble si esta también lo es; si no, cerraba las comillas.
        this.comillaAlFinal = false;
        if (texto.charCodeAt(i) === COMILLA) {
          this.agregar('"');
          i += 1;
          continue;
        }
        this.entreComillas = false;
      }
      if (this.entreComillas) {
        i = this.entreComillasDesde(texto, i);
        continue;
      }
      let j = i;
      for (; j < n; j += 1) {
        const c = texto.charCodeAt(j);
        if (c === this.separador || c === COMILLA || c === SALTO || c === RETORNO) break;
      }
      if (j > i) this.agregar(texto.slice(i, j));
      if (j >= n) break;
      const c = texto.charCodeAt(j);
      if (c === COMILLA) this.entreComillas = true;
      else if (c === this.separador) this.cerrarCelda();
      else {
        this.cerrarCelda();
        this.cerrarFila();
        this.saltarSalto = c === RETORNO;
      }
      i = j + 1;
    }
  }

  terminar(): void {
    if (this.celda !== '' || this.fila.length > 0) {
      this.cerrarCelda();
      this.cerrarFila();
    }
  }
}

/** Las filas de un CSV, por tandas, como las de una hoja `hoja` (la fila 1 es la de los encabezados). */
export async function* filasCsv(
  contenido: Buffer,
  hoja: string,
  limites: LimitesArchivo,
  contadores: Contadores = { celdas: 0 },
): AsyncGenerator<FilaLeida[]> {
  const decodificador = new StringDecoder('utf8');
  let partidor: PartidorCsv | null = null;
  for (let desde = 0; desde < contenido.length; desde += TROZO) {
    let texto = decodificador.write(contenido.subarray(desde, desde + TROZO));
    if (!partidor) {
      texto = texto.replace(/^\uFEFF/, '');
      partidor = new PartidorCsv(separadorCsv(texto), hoja, limites, contadores);
    }
    partidor.escribir(texto);
    if (partidor.listas.length > 0) {
      yield partidor.listas;
      partidor.listas = [];
    }
  }
  if (!partidor) return;
  partidor.escribir(decodificador.end());
  partidor.terminar();
  if (partidor.listas.length > 0) yield partidor.listas;
}
