// Un lector de XML en flujo, lo justo para las partes de un XLSX (xlsx.ts): recibe el texto por trozos y avisa cada
// etiqueta que abre o cierra y cada texto entre etiquetas. No expande entidades externas ni lee DOCTYPE (un XLSX no
// los trae: se rechazan), salta declaraciones y comentarios, entrega el contenido de CDATA como texto y cuenta las
// etiquetas abiertas una dentro de otra: más que `profundidad` rechaza la parte.
import { ArchivoIlegible, MENSAJES_LECTOR, rechazo } from './limites';

/** Lo que hace quien lee con cada cosa del XML. Los nombres llegan sin prefijo (`x:row` → `row`). */
export interface OyenteXml {
  abre(nombre: string, atributos: string, vacia: boolean): void;
  cierra(nombre: string): void;
  /** Un texto tal como viene (con sus entidades): puede llegar partido en varios trozos. */
  texto(crudo: string): void;
}

const RESTO_MAXIMO = 1024 * 1024;
const ENTIDADES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** El texto de un XML con sus entidades resueltas (las cinco del XML y las numéricas). */
export function textoXml(crudo: string): string {
  if (!crudo.includes('&')) return crudo;
  return crudo.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (entera, nombre: string) => {
    if (nombre[0] !== '#') return ENTIDADES[nombre] ?? entera;
    const codigo = nombre[1] === 'x' ? parseInt(nombre.slice(2), 16) : parseInt(nombre.slice(1), 10);
    return codigo <= 0x10ffff ? String.fromCodePoint(codigo) : entera;
  });
}

/** Los atributos de una etiqueta (el texto después de su nombre) con sus valores ya resueltos. */
export function atributosXml(texto: string): Record<string, string> {
  const atributos: Record<string, string> = {};
  for (const [, nombre, dobles, simples] of texto.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    atributos[nombre] = textoXml(dobles ?? simples ?? '');
  return atributos;
}

/** Un atributo de una etiqueta sin armar todos (el que más se pide: `r`, `t`, `s`). */
export function atributoXml(texto: string, nombre: string): string | undefined {
  const inicio = texto.indexOf(` ${nombre}=`);
  if (inicio < 0) return texto.includes(nombre) ? atributosXml(texto)[nombre] : undefined;
  const comilla = texto[inicio + nombre.length + 2];
  const desde = inicio + nombre.length + 3;
  const hasta = texto.indexOf(comilla, desde);
  if ((comilla !== '"' && comilla !== "'") || hasta < 0) return atributosXml(texto)[nombre];
  return textoXml(texto.slice(desde, hasta));
}

/** Dónde termina la etiqueta que empieza en `desde` (su `>`), sin contar los `>` entre comillas; -1 si falta texto. */
function finDeEtiqueta(texto: string, desde: number): number {
  const fin = texto.indexOf('>', desde);
  if (fin < 0) return -1;
  const dobles = texto.indexOf('"', desde);
  const simples = texto.indexOf("'", desde);
  if ((dobles < 0 || dobles > fin) && (simples < 0 || simples > fin)) return fin;
  let comilla = '';
  for (let i = desde; i < texto.length; i += 1) {
    const c = texto[i];
    if (comilla) {
      if (c === comilla) comilla = '';
    } else if (c === '"' || c === "'") comilla = c;
    else if (c === '>') return i;
  }
  return -1;
}

const sinPrefijo = (nombre: string) => {
  const dos = nombre.indexOf(':');
  return dos < 0 ? nombre : nombre.slice(dos + 1);
};

/** Lee el XML por trozos (`escribir`) y avisa a su oyente; `terminar` dice si quedó algo sin cerrar. */
export class LectorXml {
  private resto = '';
  private abiertas = 0;

  /** `parte` y `profundidad`: el nombre de la parte para el mensaje y cuántas etiquetas puede anidar. */
  constructor(
    private readonly oyente: OyenteXml,
    private readonly parte: string,
    private readonly profundidad: number,
  ) {}

  escribir(trozo: string): void {
    const texto = this.resto ? this.resto + trozo : trozo;
    const { oyente } = this;
    let pos = 0;
    for (;;) {
      const menor = texto.indexOf('<', pos);
      if (menor < 0) {
        if (pos < texto.length) oyente.texto(texto.slice(pos));
        pos = texto.length;
        break;
      }
      if (menor > pos) oyente.texto(texto.slice(pos, menor));
      pos = menor;
      const siguiente = texto.charCodeAt(menor + 1);
      if (siguiente === 47 /* / */) {
        const fin = texto.indexOf('>', menor);
        if (fin < 0) break;
        oyente.cierra(sinPrefijo(texto.slice(menor + 2, fin).trim()));
        this.abiertas -= 1;
        pos = fin + 1;
      } else if (siguiente === 63 /* ? */) {
        const fin = texto.indexOf('?>', menor);
        if (fin < 0) break;
        pos = fin + 2;
      } else if (siguiente === 33 /* ! */) {
        if (texto.length < menor + 9) break;
        if (texto.startsWith('<!--', menor)) {
          const fin = texto.indexOf('-->', menor);
          if (fin < 0) break;
          pos = fin + 3;
        } else if (texto.startsWith('<![CDATA[', menor)) {
          const fin = texto.indexOf(']]>', menor);
          if (fin < 0) break;
          // Tal cual: el oyente resuelve entidades al final, así que un & del CDATA va como entidad.
          oyente.texto(texto.slice(menor + 9, fin).replace(/&/g, '&amp;'));
          pos = fin + 3;
        } else throw new ArchivoIlegible('DOCTYPE o declaración no admitida');
      } else {
        const fin = finDeEtiqueta(texto, menor);
        if (fin < 0) break;
        const vacia = texto.charCodeAt(fin - 1) === 47;
        const contenido = texto.slice(menor + 1, vacia ? fin - 1 : fin);
        const espacio = contenido.search(/[\s]/);
        const nombre = sinPrefijo(espacio < 0 ? contenido : contenido.slice(0, espacio));
        if (!vacia && (this.abiertas += 1) > this.profundidad)
          throw rechazo(MENSAJES_LECTOR.profundidad(this.parte, this.profundidad));
        oyente.abre(nombre, espacio < 0 ? '' : contenido.slice(espacio), vacia);
        if (vacia) oyente.cierra(nombre);
        pos = fin + 1;
      }
    }
    this.resto = pos < texto.length ? texto.slice(pos) : '';
    // Una etiqueta que no cierra en 1 MB no es de un XLSX: no se junta el archivo entero esperándola.
    if (this.resto.length > RESTO_MAXIMO) throw new ArchivoIlegible('Una etiqueta sin cerrar');
  }

  terminar(): void {
    if (this.resto.trim()) throw new ArchivoIlegible('El XML termina sin cerrar una etiqueta');
  }
}
