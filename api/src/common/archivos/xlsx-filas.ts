// Las filas de una hoja de un XLSX, leídas de su XML en flujo (xlsx.ts) con los límites del archivo: una celda más allá
// de la última columna se rechaza por su referencia, antes de armar nada; una fila más allá de la última, por su
// número; y se cuentan las celdas del archivo y los caracteres de cada celda.
import { MENSAJES_LECTOR, rechazo, type LimitesArchivo } from './limites';
import { atributoXml, textoXml, type OyenteXml } from './xml-en-flujo';

/** Una celda con fórmula: quien lee la fila la rechaza con su dirección. */
export interface CeldaConFormula {
  formula: true;
  direccion: string;
}

/** Lo que trae una celda: texto, número, booleano, fecha, nada o una fórmula. */
export type ValorCelda = string | number | boolean | Date | null | CeldaConFormula;

/** Una fila de una hoja: su número en la hoja y sus celdas (la columna A en 0; las que no vienen, vacías). */
export interface FilaLeida {
  numero: number;
  celdas: ValorCelda[];
}

/** Lo contado en todo el archivo (todas sus hojas). */
export interface Contadores {
  celdas: number;
}

/** Un oyente que junta el texto de las etiquetas `t` (de una `si` o una `is`), sin las fonéticas (`rPh`). */
export class TextoDeCadena {
  texto: string | null = null;
  private enT = false;
  private enFonetica = false;

  /** `alPasarse`: lanza el rechazo cuando el texto juntado pasa de `maximo` caracteres. */
  constructor(
    private readonly maximo: number,
    private readonly alPasarse: () => Error,
  ) {}

  empezar(): void {
    this.texto = '';
  }

  abre(nombre: string): void {
    if (nombre === 'rPh') this.enFonetica = true;
    else if (nombre === 't' && !this.enFonetica && this.texto !== null) this.enT = true;
  }

  cierra(nombre: string): void {
    if (nombre === 'rPh') this.enFonetica = false;
    else if (nombre === 't') this.enT = false;
  }

  agregar(crudo: string): void {
    if (!this.enT) return;
    this.texto += crudo;
    if ((this.texto?.length ?? 0) > this.maximo) throw this.alPasarse();
  }

  /** El texto juntado, con sus entidades resueltas; deja de juntar. */
  tomar(): string {
    const texto = textoXml(this.texto ?? '');
    this.texto = null;
    return texto;
  }
}

/** La columna de una referencia (`AB12` → 28); 0 si no la trae; más de tres letras es más que la última de Excel. */
function columnaDe(referencia: string): number {
  let columna = 0;
  for (let i = 0; i < referencia.length && i < 4; i += 1) {
    const c = referencia.charCodeAt(i);
    if (c < 65 || c > 90) break;
    columna = columna * 26 + (c - 64);
  }
  return columna;
}

export function letrasDe(columna: number): string {
  let letras = '';
  for (let n = columna; n > 0; n = Math.floor((n - 1) / 26))
    letras = String.fromCharCode(65 + ((n - 1) % 26)) + letras;
  return letras;
}

/** Una fecha de Excel (días desde 1899-12-30, o 1904-01-01) como la entrega exceljs. */
const fechaDeExcel = (serial: number, en1904: boolean) =>
  new Date(Math.round((serial - 25569 + (en1904 ? 1462 : 0)) * 86_400_000));

/** Lo que una hoja necesita del libro: sus cadenas, qué estilos son fechas, desde cuándo cuentan. */
export interface DatosDelLibro {
  cadenas: readonly string[];
  deFecha: readonly boolean[];
  en1904: boolean;
}

/** Lee las filas de una hoja: arma la que se está leyendo y deja en `listas` las completas. */
export class FilasDeHoja implements OyenteXml {
  listas: FilaLeida[] = [];
  private fila: FilaLeida | null = null;
  private ultimaFila = 0;
  private columna = 0;
  private tipo: string | undefined;
  private estilo = 0;
  private formula = false;
  private valor: string | null = null;
  private enValor = false;
  private readonly enLinea: TextoDeCadena;

  constructor(
    private readonly hoja: string,
    private readonly libro: DatosDelLibro,
    private readonly limites: LimitesArchivo,
    private readonly contadores: Contadores,
  ) {
    this.enLinea = new TextoDeCadena(limites.caracteresCelda, () => this.muyLarga());
  }

  private muyLarga(): Error {
    const celda = `${letrasDe(this.columna)}${this.fila?.numero ?? ''}`;
    return rechazo(MENSAJES_LECTOR.caracteres(this.limites.caracteresCelda, this.hoja, celda));
  }

  private abreCelda(atributos: string): void {
    const { limites } = this;
    const referencia = atributoXml(atributos, 'r');
    const columna = (referencia ? columnaDe(referencia) : 0) || this.columna + 1;
    if (columna > limites.columnas) {
      const celda = referencia ?? `${letrasDe(columna)}${this.fila?.numero ?? ''}`;
      throw rechazo(MENSAJES_LECTOR.columnas(limites.columnas, this.hoja, celda));
    }
    if ((this.contadores.celdas += 1) > limites.celdas) throw rechazo(MENSAJES_LECTOR.celdas(limites.celdas));
    this.columna = columna;
    this.tipo = atributoXml(atributos, 't');
    this.estilo = Number(atributoXml(atributos, 's') ?? 0);
    this.formula = false;
    this.valor = null;
  }

  private abreFila(atributos: string): void {
    const r = atributoXml(atributos, 'r');
    const numero = r ? Number(r) : this.ultimaFila + 1;
    if (!Number.isInteger(numero) || numero < 1) throw rechazo(MENSAJES_LECTOR.ilegible);
    if (numero > this.limites.filas + 1) throw rechazo(MENSAJES_LECTOR.filas(this.limites.filas, this.hoja));
    this.ultimaFila = numero;
    this.fila = { numero, celdas: [] };
    this.columna = 0;
  }

  abre(nombre: string, atributos: string): void {
    if (nombre === 'c' && this.fila) this.abreCelda(atributos);
    else if (nombre === 'v') {
      this.valor = '';
      this.enValor = true;
    } else if (nombre === 'f') this.formula = true;
    else if (nombre === 'is') this.enLinea.empezar();
    else if (nombre === 'row') this.abreFila(atributos);
    else this.enLinea.abre(nombre);
  }

  cierra(nombre: string): void {
    if (nombre === 'v') this.enValor = false;
    else if (nombre === 'is') this.valor = this.enLinea.tomar();
    else if (nombre === 'c' && this.fila) {
      const celdas = this.fila.celdas;
      while (celdas.length < this.columna - 1) celdas.push(null);
      celdas[this.columna - 1] = this.valorDeCelda();
    } else if (nombre === 'row' && this.fila) {
      this.listas.push(this.fila);
      this.fila = null;
    } else this.enLinea.cierra(nombre);
  }

  texto(crudo: string): void {
    if (!this.enValor) this.enLinea.agregar(crudo);
    else if ((this.valor = (this.valor ?? '') + crudo).length > this.limites.caracteresCelda)
      throw this.muyLarga();
  }

  private valorDeCelda(): ValorCelda {
    if (this.formula)
      return { formula: true, direccion: `${letrasDe(this.columna)}${this.fila?.numero ?? ''}` };
    const valor = this.valor;
    if (valor === null) return null;
    switch (this.tipo) {
      case 's':
        return this.libro.cadenas[parseInt(valor, 10)] ?? null;
      case 'inlineStr':
        return valor;
      case 'str':
        return textoXml(valor);
      case 'd':
        // Una fecha ISO escrita como texto (pocos programas la usan): la lee el dominio como aaaa-mm-dd.
        return textoXml(valor);
      case 'b':
        return parseInt(valor, 10) !== 0;
      case 'e':
        return null;
      default: {
        if (valor.trim() === '') return null;
        const numero = parseFloat(valor);
        return this.libro.deFecha[this.estilo] ? fechaDeExcel(numero, this.libro.en1904) : numero;
      }
    }
  }
}
