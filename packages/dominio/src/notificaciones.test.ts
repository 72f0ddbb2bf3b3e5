import fc from 'fast-check';
import {
  errorVariables,
  NOMBRES_VARIABLES,
  renderizarCuerpoProveedor,
  renderizarPlantilla,
  variablesDesconocidas,
  variablesUsadas,
} from './notificaciones';

describe('plantillas de notificación', () => {
  it('sustituye las variables conocidas, con o sin espacios dentro de las llaves', () => {
    const texto = 'Hola {{cliente}}, su cuota de {{ monto_cuota }} vence el {{fecha_vencimiento}}. {{telefono_empresa}}';
    expect(
      renderizarPlantilla(texto, {
        cliente: 'Ana Díaz',
        monto_cuota: '$ 25.000',
        fecha_vencimiento: '24/11/2026',
        telefono_empresa: '3001234567',
      }),
    ).toBe('Hola Ana Díaz, su cuota de $ 25.000 vence el 24/11/2026. 3001234567');
  });

  it('una variable conocida sin valor queda vacía; una desconocida queda tal cual', () => {
    expect(renderizarPlantilla('{{cliente}}|{{monto_prestamo}}|{{otra}}', { cliente: 'Ana' })).toBe('Ana||{{otra}}');
  });

  it('una variable vacía se lleva el espacio que la precede: la frase que falta no deja dos espacios', () => {
    const texto = 'Vence su cuota por {{monto_cuota}}. {{como_pagar}} {{nombre_empresa}}';
    expect(renderizarPlantilla(texto, { monto_cuota: '$ 10.000', nombre_empresa: 'Créditos' })).toBe(
      'Vence su cuota por $ 10.000. Créditos',
    );
    expect(
      renderizarPlantilla(texto, { monto_cuota: '$ 10.000', nombre_empresa: 'Créditos', como_pagar: 'Pague a @llave.' }),
    ).toBe('Vence su cuota por $ 10.000. Pague a @llave. Créditos');
  });

  it('lista las variables usadas sin repetir y detecta las desconocidas', () => {
    expect(variablesUsadas('{{cliente}} {{ cliente }} {{monto_cuota}}')).toEqual(['cliente', 'monto_cuota']);
    expect(variablesDesconocidas('{{cliente}} {{nombre}}', 'Asunto {{saldo}}')).toEqual(['nombre', 'saldo']);
    expect(errorVariables('Hola {{cliente}}')).toBeNull();
    expect(errorVariables('Hola {{nombre}}')).toMatch(/^La variable \{\{nombre\}\} no existe\. Variables disponibles: \{\{cliente\}\}/);
    expect(errorVariables('{{a}} {{b}}')).toMatch(/^Las variables \{\{a\}\}, \{\{b\}\} no existen/);
  });

  it('el valor de una variable nunca se vuelve a interpretar como plantilla', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...NOMBRES_VARIABLES), (valor, nombre) => {
        expect(renderizarPlantilla(`<{{${nombre}}}>`, { [nombre]: valor })).toBe(`<${valor}>`);
      }),
    );
  });
});

describe('cuerpo del proveedor HTTP', () => {
  const valores = { telefono: '3001234567', mensaje: 'Línea 1\n"comillas" \\ fin', titulo: 'T', canal: 'whatsapp', id: 'x' };

  it('escapa los valores como texto JSON', () => {
    const resultado = renderizarCuerpoProveedor('{"to": "{{telefono}}", "text": "{{mensaje}}"}', valores);
    expect('cuerpo' in resultado && JSON.parse(resultado.cuerpo)).toEqual({ to: '3001234567', text: valores.mensaje });
  });

  it('cualquier mensaje produce JSON válido', () => {
    fc.assert(
      fc.property(fc.string(), (mensaje) => {
        const resultado = renderizarCuerpoProveedor('{"m": "{{mensaje}}"}', { ...valores, mensaje });
        expect('cuerpo' in resultado && JSON.parse(resultado.cuerpo)).toEqual({ m: mensaje });
      }),
    );
  });

  it('rechaza variables desconocidas y JSON inválido', () => {
    expect(renderizarCuerpoProveedor('{"to": "{{numero}}"}', valores)).toEqual({
      error: expect.stringContaining('{{numero}}'),
    });
    expect(renderizarCuerpoProveedor('{"to": {{telefono}}', valores)).toEqual({ error: 'La plantilla del cuerpo no produce un JSON válido' });
  });
});
