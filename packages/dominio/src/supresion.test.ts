import fc from 'fast-check';
import {
  buscadorSupresion,
  digitosTelefono,
  fichasDe,
  identidadDeFichas,
  MARCA_SUPRIMIDO,
  type BuscadorSupresion,
  type IdentidadSuprimida,
} from './supresion';
import { plegar } from './validacion';

const wilfrido: IdentidadSuprimida = {
  nombres: ['Wilfrido Casasbuenas Otálora'],
  documentos: ['55598765432'],
  telefonos: ['3209998877', '3001112233'],
  emails: ['Wilfrido.C@Correo.co'],
  literales: ['Calle 10 # 4-56'],
};
/** El buscador de `identidad` (las pruebas siempre le dan datos que identifican). */
function buscadorDe(identidad: IdentidadSuprimida): BuscadorSupresion {
  const b = buscadorSupresion(identidad);
  if (!b) throw new Error('La identidad de la prueba no tiene datos que identifiquen');
  return b;
}
const buscador = buscadorDe(wilfrido);

describe('supresión: cada forma de escribir un dato', () => {
  it('los ejemplos del hallazgo: extracto, diario, auditoría y notificación quedan sin la persona', () => {
    expect(buscador.reemplazar('TRANSF WILFRIDO CASASBUENAS OTALORA CC 55.598.765.432')).toBe(
      'TRANSF [suprimido] CC [suprimido]',
    );
    expect(buscador.reemplazar('NEQUI WILFRIDO C 320 999 8877')).toBe('NEQUI [suprimido] C [suprimido]');
    expect(buscador.reemplazar('Supresión #2 de Wilfrido Casasbuenas')).toBe('Supresión #2 de [suprimido]');
    expect(buscador.reemplazar('Ojo con Wilfrido … tel 320 999 8877, cc 55.598.765.432')).toBe(
      'Ojo con [suprimido] … tel [suprimido], cc [suprimido]',
    );
  });

  it('teléfono con +57, 57, paréntesis, puntos o guiones; documento con puntos, espacios, guiones o un cero delante', () => {
    for (const texto of ['+57 320 999 8877', '57-320-999-8877', '(+57)3209998877', '320.999.88.77', '573209998877'])
      expect(buscador.reemplazar(`tel ${texto}.`)).toMatch(/^tel \(?\[suprimido\]\.$/);
    for (const texto of ['55 598 765 432', '55-598-765-432', '055598765432', '55,598,765,432'])
      expect(buscador.reemplazar(`cc ${texto}`)).toBe('cc [suprimido]');
    expect(digitosTelefono('+57 (320) 999-8877')).toBe('3209998877');
  });

  it('no toca otros números: más dígitos, menos dígitos o el número dentro de otro', () => {
    for (const texto of ['13209998877', '32099988770', '320999887', 'Factura 555987654321'])
      expect(buscador.reemplazar(texto)).toBe(texto);
  });

  it('nombre sin tildes, con tildes de más, en mayúsculas o minúsculas; email en cualquier caja', () => {
    expect(buscador.reemplazar('Pago de wílfrido casasbuenas otalora')).toBe('Pago de [suprimido]');
    expect(buscador.reemplazar('Pago de CASASBUENAS OTÁLORA')).toBe('Pago de [suprimido]');
    expect(buscador.reemplazar('Escribir a WILFRIDO.c@correo.CO hoy')).toBe('Escribir a [suprimido] hoy');
    // Una tilde escrita como marca aparte (NFD) también se va con la palabra.
    expect(buscador.reemplazar('Otalo\u0301ra y Casasbuenas')).toBe('[suprimido] y [suprimido]');
  });

  it('una palabra suelta de su nombre sólo cae si el texto la nombra o la fila es suya', () => {
    // «WILFRIDO C» sin nada más: en el texto de otro cliente puede ser otra persona.
    expect(buscador.reemplazar('NEQUI WILFRIDO C')).toBe('NEQUI WILFRIDO C');
    expect(buscador.reemplazar('NEQUI WILFRIDO C', 'suyo')).toBe('NEQUI [suprimido] C');
    expect(buscador.nombra('NEQUI WILFRIDO C')).toBe(false);
    expect(buscador.nombra('Wilfrido y Otálora')).toBe(true);
    // Dos palabras de su nombre en la ficha de otro cliente son un homónimo parcial: se quedan; su teléfono no.
    expect(buscador.reemplazar('Cliente Wilfrido Casasbuenas Rey creado', 'ajeno')).toBe(
      'Cliente Wilfrido Casasbuenas Rey creado',
    );
    expect(buscador.reemplazar('Fiador Wilfrido Casasbuenas, 3209998877', 'ajeno')).toBe('Fiador [suprimido], [suprimido]');
    // Un apellido compartido en el texto de otro cliente no es un dato suyo.
    const mora = buscadorDe({ ...wilfrido, nombres: ['Rosa Elvira Mora'] });
    expect(mora.reemplazar('Causación de interés de mora de Pedro Mora')).toBe(
      'Causación de interés de mora de Pedro Mora',
    );
    expect(mora.reemplazar('Visita a Elvira Mora, cc 55598765432')).toBe('Visita a [suprimido], cc [suprimido]');
  });

  it('palabras de menos de 4 letras no se buscan solas; el nombre completo sí', () => {
    const ana = buscadorSupresion({ nombres: ['Ana Paz Gil'], documentos: [], telefonos: [], emails: [], literales: [] });
    expect(ana?.reemplazar('Ana, Paz y Gil; Ana Paz Gil pagó')).toBe('Ana, Paz y Gil; [suprimido] pagó');
  });

  it('sin ningún dato que identifique no hay buscador; la ficha anónima no se busca', () => {
    expect(
      buscadorSupresion({ nombres: ['Al'], documentos: ['123'], telefonos: ['0000000000'], emails: [], literales: ['—'] }),
    ).toBeNull();
  });

  it('la identidad reúne la ficha de hoy y las anteriores de la auditoría (camelCase o snake_case)', () => {
    expect(
      identidadDeFichas([
        { nombre: 'Wilfrido Casasbuenas', cedula: '55598765432', telefono: '3001112233', estado: 'activo' },
        { _id: 'x', telefono: '320 999 8877', referencia1Nombre: 'Luz Otálora', referencia_1_telefono: 3 },
        { referencia1_telefono: '3105556677', email: 'w@c.co', telefono: '3001112233' },
      ]),
    ).toEqual({
      nombres: ['Wilfrido Casasbuenas'],
      documentos: ['55598765432'],
      telefonos: ['3001112233', '320 999 8877', '3105556677'],
      emails: ['w@c.co'],
      literales: ['Luz Otálora'],
    });
  });

  it('las fichas del cliente en un JSON de la auditoría, a cualquier profundidad', () => {
    const yo = { _id: 'c1', telefono: '320 999 8877' };
    const prestamo = { id: 'p1', cliente: { id: 'c1', nombre: 'Wilfrido' } };
    expect(fichasDe({ antes: [yo, { _id: 'c2' }], prestamo, n: 3 }, 'c1')).toEqual([yo, prestamo.cliente]);
    expect(fichasDe('c1', 'c1')).toEqual([]);
  });

  it('propiedad: los patrones para la base traen toda fila que la regla cambia (tildes, marcas sueltas, mayúsculas)', () => {
    const vocalConTilde = fc.constantFrom('á', 'É', 'í', 'Ó', 'ü', 'ñ', 'Ñ', 'ç', 'ã', 'ő', 'ą', 'ắ');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.stringMatching(/^[a-zA-Z]{1,8}$/), vocalConTilde, fc.constantFrom(' ', '  ', '\u0301', '-', '.')), {
          maxLength: 12,
        }),
        fc.array(fc.oneof(fc.stringMatching(/^[a-z]{4,7}$/), fc.constantFrom('Peña', 'Nuñez', 'Ángel', 'Gonçalves', 'Szőke', 'Łukasz')), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.boolean(),
        (partes, nombres, nfd) => {
          const b = buscadorDe({ nombres: [nombres.join(' ')], documentos: [], telefonos: [], emails: [], literales: [] });
          const crudo = partes.join('') + ' ' + nombres.join(' ').toUpperCase();
          const texto = nfd ? crudo.normalize('NFD') : crudo;
          if (b.reemplazar(texto, 'suyo') !== texto) expect(new RegExp(b.patronSql, 'iu').test(texto)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('propiedad: cualquier grafía de sus datos en cualquier texto desaparece, y el resto del texto queda', () => {
    const letras = fc.stringMatching(/^[a-zñ]{5,9}$/);
    const separador = fc.constantFrom('', ' ', '.', '-', ' - ');
    const partirConSeparadores = (digitos: string, cortes: number[], sep: string) =>
      digitos
        .split('')
        .map((d, i) => (cortes.includes(i) && i > 0 ? sep + d : d))
        .join('');
    fc.assert(
      fc.property(
        fc.record({
          nombre: fc.tuple(letras, letras, letras),
          cedula: fc.stringMatching(/^[1-9]\d{7,9}$/),
          telefono: fc.stringMatching(/^3\d{9}$/),
          cortes: fc.array(fc.nat({ max: 10 }), { maxLength: 4 }),
          sep: separador,
          prefijo: fc.constantFrom('', '+57 ', '57', '+57'),
          mayusculas: fc.boolean(),
          tilde: fc.nat({ max: 8 }),
          ruido: fc.constantFrom('Pago', 'TRANSF', 'Nota:', 'Ojo con'),
        }),
        (g) => {
          const [nombre1, apellido1, apellido2] = g.nombre;
          const b = buscadorDe({
            nombres: [`${nombre1} ${apellido1} ${apellido2}`],
            documentos: [g.cedula],
            telefonos: [g.telefono],
            emails: [],
            literales: [],
          });
          const caja = (t: string) => (g.mayusculas ? t.toUpperCase() : t);
          // Una tilde de más en una vocal del nombre (o ninguna).
          const conTilde = nombre1.replace(/[aeiou]/g, (v, i: number) => (i === g.tilde ? `${v}\u0301` : v));
          const texto = `${g.ruido} ${caja(conTilde)} ${caja(apellido1.slice(0, 1))} cc ${partirConSeparadores(g.cedula, g.cortes, g.sep)} tel ${g.prefijo}${partirConSeparadores(g.telefono, g.cortes, g.sep)} fin`;
          // La base la trae como candidata (patronSql) y la regla la limpia.
          expect(new RegExp(b.patronSql, 'iu').test(texto)).toBe(true);
          const limpio = b.reemplazar(texto);
          const plegado = plegar(limpio);
          expect(plegado).not.toContain(plegar(nombre1));
          expect(limpio.replace(/\D/g, '')).not.toContain(g.telefono);
          expect(limpio.replace(/\D/g, '')).not.toContain(g.cedula);
          expect(limpio.startsWith(`${g.ruido} ${MARCA_SUPRIMIDO}`)).toBe(true);
          expect(limpio.endsWith(`${MARCA_SUPRIMIDO} fin`)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
