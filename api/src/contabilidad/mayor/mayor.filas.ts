// Las filas que devuelven las consultas del libro mayor, declaradas una vez por sus columnas. La prueba
// `mayor-consultas.e2e-spec.ts` corre cada consulta contra la base real y exige exactamente estas columnas: si una
// columna de las tablas cambia de nombre, la consulta falla ahí y no en producción. Los montos NUMERIC llegan como
// texto (node-postgres) y se leen con `centavosDe`.

/** Las columnas de una fila; el tipo de la fila sale de la lista, así que no hay campo sin columna ni al revés. */
export type Fila<
  C extends readonly string[],
  T extends Partial<Record<C[number], unknown>> = Record<never, never>,
> = {
  [K in C[number]]: K extends keyof T ? T[K] : string;
};

export const COLUMNAS_CUENTA = [
  'id',
  'codigo',
  'nombre',
  'clase',
  'naturaleza',
  'clave',
  'cobrador_id',
  'cobrador_nombre',
  'codigo_padre',
] as const;
export type FilaCuentaMayor = Fila<
  typeof COLUMNAS_CUENTA,
  {
    clave: string | null;
    cobrador_id: string | null;
    cobrador_nombre: string | null;
    codigo_padre: string | null;
  }
>;

export const COLUMNAS_ASIENTO = [
  'id',
  'numero',
  'fecha',
  'tipo',
  'descripcion',
  'origen',
  'origen_id',
  'reverso_de',
  'registrado_por',
  'registrado_nombre',
  'created_at',
  'total',
] as const;
export type FilaAsiento = Fila<
  typeof COLUMNAS_ASIENTO,
  {
    origen_id: string | null;
    reverso_de: string | null;
    registrado_por: string | null;
    registrado_nombre: string | null;
    created_at: Date;
    total: number;
  }
>;

export const COLUMNAS_LINEA = [
  'asiento_id',
  'codigo',
  'cuenta',
  'debito',
  'credito',
  'cliente_id',
  'cliente_nombre',
  'cliente_cedula',
  'cobrador_id',
  'cobrador_nombre',
  'prestamo_id',
  'prestamo_numero',
] as const;
export type FilaLinea = Fila<
  typeof COLUMNAS_LINEA,
  {
    cliente_id: string | null;
    cliente_nombre: string | null;
    cliente_cedula: string | null;
    cobrador_id: string | null;
    cobrador_nombre: string | null;
    prestamo_id: string | null;
    prestamo_numero: string | null;
  }
>;

export const COLUMNAS_SALDO_CUENTA = [
  'codigo',
  'nombre',
  'clase',
  'saldo_anterior',
  'debitos',
  'creditos',
] as const;
export type FilaSaldoCuenta = Fila<typeof COLUMNAS_SALDO_CUENTA>;

export const COLUMNAS_EXPORTE = [
  'fecha',
  'numero',
  'codigo',
  'cuenta',
  'tercero_documento',
  'tercero_nombre',
  'debito',
  'credito',
  'descripcion',
] as const;
export type FilaExporteDiario = Fila<
  typeof COLUMNAS_EXPORTE,
  { tercero_documento: string | null; tercero_nombre: string | null }
>;
