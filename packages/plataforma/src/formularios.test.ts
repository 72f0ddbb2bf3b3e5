import { reglaDe, requerido } from './formularios';

/** Runs an antd rule's validator the way Form.Item does: resolves when the value passes, rejects with the message. */
async function validar(regla: ReturnType<typeof reglaDe>, valor: unknown): Promise<string | null> {
  if (typeof regla !== 'object' || !regla.validator) throw new Error('la regla no tiene validator');
  try {
    await regla.validator({} as never, valor, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('reglaDe', () => {
  const positivo = (valor: unknown) => (typeof valor === 'number' && valor > 0 ? null : 'Debe ser mayor que cero');

  it('rechaza con el mensaje de la regla compartida y deja pasar lo válido', async () => {
    expect(await validar(reglaDe(positivo), 5)).toBeNull();
    expect(await validar(reglaDe(positivo), -1)).toBe('Debe ser mayor que cero');
    expect(await validar(reglaDe(positivo), undefined)).toBe('Debe ser mayor que cero');
  });

  it('con `opcional`, un campo vacío pasa y uno lleno se comprueba', async () => {
    const regla = reglaDe(positivo, { opcional: true });
    expect(await validar(regla, undefined)).toBeNull();
    expect(await validar(regla, null)).toBeNull();
    expect(await validar(regla, 0)).toBe('Debe ser mayor que cero');
  });
});

describe('requerido', () => {
  it('devuelve el valor validado (también 0 y el texto vacío) y falla, con el nombre del campo, si falta', () => {
    expect(requerido(0, 'monto')).toBe(0);
    expect(requerido('', 'motivo')).toBe('');
    expect(() => requerido(undefined, 'monto')).toThrow('Falta el campo «monto» del formulario');
    expect(() => requerido(null, 'cliente')).toThrow('Falta el campo «cliente» del formulario');
  });
});
