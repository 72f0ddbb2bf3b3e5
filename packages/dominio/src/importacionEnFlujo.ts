// La revisión de una importación en flujo (docs/decisiones/importacion.md, «Revisión en flujo»): cada fila se valida
// al leerla y la API la guarda enseguida; de las hojas grandes (Cobros, Cuotas) sólo quedan en memoria unos números
// por fila (su préstamo como índice, su fecha como aaaammdd, sus montos), y las reglas que cruzan hojas se deciden al
// final sobre ese estado compacto. El resultado es el mismo que el de las reglas sobre el libro entero
// (validarLibroImportacion → revisarPrestamosImportacion → revisarSaldosImportacion → resumirImportacion): las
// propiedades de importacionEnFlujo.test.ts lo comprueban. Puro.

import {
  HOJAS_IMPORTACION,
  leerFilaImportacion,
  textoDe,
  type ComparacionFila,
  type ErrorFilaImportacion,
  type FilaCruda,
  type FilaLeida,
  type FilasPorHoja,
  type HojaImportacion,
  type IdsConocidos,
  type ResumenImportacion,
} from './importacion';
import { resumirEnFlujo, revisarPrestamosEnFlujo, revisarSaldosEnFlujo } from './importacionEnFlujoCierre';
import { validarReferenciasEnFlujo } from './importacionEnFlujoReferencias';
import { claveDocumento } from './documentos';
import { oficinaDeImportacion, type OficinaImportable } from './oficinas';
import { ColumnasDeFilas, Llaves, aaaammdd } from './importacionColumnasCompactas';
import {
  COMPARACIONES,
  type ContextoCierre,
  type EstadoRevision,
  type HojaPequena,
} from './importacionEnFlujoEstado';

export * from './importacionEnFlujoEstado';

/** El resultado de una revisión: sus errores en el orden de siempre, las filas guardadas que quedan fuera y el resumen. */
export interface RevisionCerrada {
  errores: ErrorFilaImportacion[];
  /** Por hoja, los números de fila que se guardaron al leerlas y que las reglas entre hojas dejaron fuera. */
  fuera: Record<HojaImportacion, number[]>;
  resumen: ResumenImportacion;
  /** Filas válidas que quedan. */
  validas: number;
}

/**
 * La revisión de un libro fila por fila (en cualquier orden de hojas). `leer` valida una fila y devuelve su valor, que
 * la API guarda, o null; `comparar` anota si esa fila es nueva, cambia algo ya importado o es igual; `cerrar` aplica
 * las reglas entre hojas y da el resultado.
 */
export class RevisionEnFlujo implements EstadoRevision {
  readonly pequenas: { [H in HojaPequena]: FilaLeida<H>[] } = {
    Cobradores: [],
    Clientes: [],
    Prestamos: [],
    Saldos: [],
  };
  readonly comparadas = new Map<HojaPequena, Map<number, ComparacionFila>>();
  /** Los idExterno tal como vinieron (también en filas con errores): una referencia a una fila mala lo dice. */
  readonly idsCrudos = {
    Cobradores: new Set<string>(),
    Clientes: new Set<string>(),
    Prestamos: new Set<string>(),
  };
  readonly prestamos = new Llaves();
  readonly cobradoresDeCobros = new Llaves();
  /** Cobros: fecha (aaaammdd) y cobrador (índice o −1); monto. */
  readonly cobros = new ColumnasDeFilas(2, 1);
  /** Cuotas: número, capital, interés, pagado. */
  readonly cuotas = new ColumnasDeFilas(0, 4);
  readonly erroresPropios: ErrorFilaImportacion[] = [];
  readonly totalFilas = Object.fromEntries(HOJAS_IMPORTACION.map((h) => [h, 0])) as Record<
    HojaImportacion,
    number
  >;

  /**
   * `oficinas`: las de la organización, para dar a cada cliente la suya (`oficinaDeImportacion`); sin ellas (las
   * propiedades que comparan con las reglas del libro entero) la celda queda como vino.
   */
  constructor(
    readonly hoy: string,
    private readonly oficinas?: readonly OficinaImportable[],
  ) {}

  /** Valida una fila (la `numero` de su hoja); su valor si sirve por sí sola (la API la guarda), o null. */
  leer<H extends HojaImportacion>(hoja: H, numero: number, cruda: FilaCruda): FilasPorHoja[H] | null {
    this.totalFilas[hoja] += 1;
    const leida = leerFilaImportacion(hoja, numero, cruda);
    if (hoja === 'Clientes' && this.oficinas) this.darOficina(leida as FilaLeida<'Clientes'>, cruda);
    for (const error of leida.errores) this.erroresPropios.push(error);
    if (hoja === 'Cobros' || hoja === 'Cuotas') {
      this.leerCompacta(hoja, numero, cruda, leida as FilaLeida<'Cobros' | 'Cuotas'>);
      return leida.valor;
    }
    if (hoja !== 'Saldos') this.idsCrudos[hoja as keyof IdsConocidos].add(textoDe(cruda.idExterno));
    (this.pequenas[hoja as HojaPequena] as FilaLeida<HojaImportacion>[]).push(leida);
    return leida.valor;
  }

  /** La oficina del cliente: su id en la fila, o el error en la columna `oficina` (y la fila queda fuera). */
  private darOficina(leida: FilaLeida<'Clientes'>, cruda: FilaCruda) {
    const celda = textoDe(cruda.oficina);
    const elegida = oficinaDeImportacion(celda === '' ? null : celda, this.oficinas ?? []);
    if ('error' in elegida) {
      leida.errores.push({ hoja: 'Clientes', fila: leida.fila, columna: 'oficina', valor: celda, mensaje: elegida.error });
      leida.valor = null;
    } else if (leida.valor) leida.valor.oficina = elegida.oficina;
  }

  private leerCompacta(
    hoja: 'Cobros' | 'Cuotas',
    numero: number,
    cruda: FilaCruda,
    leida: FilaLeida<'Cobros' | 'Cuotas'>,
  ) {
    const texto = textoDe(cruda.prestamo);
    const prestamo = texto === '' ? -1 : this.prestamos.indice(texto);
    const valor = leida.valor;
    if (hoja === 'Cobros') {
      const cobro = valor as FilasPorHoja['Cobros'] | null;
      this.cobros.agregar(
        numero,
        prestamo,
        cobro !== null,
        [
          cobro ? aaaammdd(cobro.fecha) : 0,
          cobro?.cobrador ? this.cobradoresDeCobros.indice(cobro.cobrador) : -1,
        ],
        [cobro?.monto ?? 0],
      );
    } else {
      const cuota = valor as FilasPorHoja['Cuotas'] | null;
      this.cuotas.agregar(
        numero,
        prestamo,
        cuota !== null,
        [],
        cuota ? [cuota.numero, cuota.capital, cuota.interes, cuota.pagado] : [0, 0, 0, 0],
      );
    }
  }

  /** Anota la comparación de una fila guardada con lo ya importado. */
  comparar(hoja: HojaImportacion, numero: number, comparacion: ComparacionFila): void {
    if (hoja === 'Cobros' || hoja === 'Cuotas') {
      const columnas = hoja === 'Cobros' ? this.cobros : this.cuotas;
      columnas.comparar(numero, COMPARACIONES.indexOf(comparacion));
      return;
    }
    let porNumero = this.comparadas.get(hoja);
    if (!porNumero) this.comparadas.set(hoja, (porNumero = new Map()));
    porNumero.set(numero, comparacion);
  }

  /** Las cédulas de los clientes válidos y los emails de los cobradores válidos (lo que la base dice si está ocupado). */
  cedulasYEmails(): { cedulas: string[]; emails: string[] } {
    return {
      cedulas: this.pequenas.Clientes.flatMap((l) =>
        l.valor ? [claveDocumento(l.valor.tipoDocumento, l.valor.cedula)] : [],
      ),
      emails: this.pequenas.Cobradores.flatMap((l) => (l.valor ? [l.valor.email.trim().toLowerCase()] : [])),
    };
  }

  /** Las cajas de las filas válidas de Saldos. */
  cajasDeSaldos(): string[] {
    return this.pequenas.Saldos.flatMap((l) => (l.valor ? [l.valor.caja] : []));
  }

  /** Las reglas entre hojas (las de validarLibroImportacion, revisarPrestamos y revisarSaldos) y el resumen. */
  cerrar(contexto: ContextoCierre): RevisionCerrada {
    const pasos = this.cerrarPorPartes(contexto);
    for (;;) {
      const paso = pasos.next();
      if (paso.done) return paso.value;
    }
  }

  /**
   * `cerrar` en pasos: se detiene (yield) cada PRESTAMOS_POR_PASO préstamos y entre reglas, para que quien lo recorre
   * ceda el turno (la API atiende otras peticiones); el último paso da el resultado.
   */
  *cerrarPorPartes(contexto: ContextoCierre): Generator<void, RevisionCerrada> {
    const cruzados: ErrorFilaImportacion[] = [];
    yield* validarReferenciasEnFlujo(this, contexto, cruzados);
    yield;
    yield* revisarPrestamosEnFlujo(this, cruzados);
    yield;
    const saldos = revisarSaldosEnFlujo(this, contexto, cruzados);
    const errores = [...this.erroresPropios, ...cruzados].sort(
      (a, b) => HOJAS_IMPORTACION.indexOf(a.hoja) - HOJAS_IMPORTACION.indexOf(b.hoja) || a.fila - b.fila,
    );
    const fuera = Object.fromEntries(HOJAS_IMPORTACION.map((h) => [h, [] as number[]])) as Record<
      HojaImportacion,
      number[]
    >;
    for (const hoja of ['Cobradores', 'Clientes', 'Prestamos'] as const)
      for (const l of this.pequenas[hoja] as FilaLeida<HojaImportacion>[])
        if (l.errores.length === 0 && !l.valor) fuera[hoja].push(l.fila);
    fuera.Saldos = saldos.fuera;
    fuera.Cobros = this.cobros.fuera();
    fuera.Cuotas = this.cuotas.fuera();
    return { errores, fuera, ...resumirEnFlujo(this, errores, saldos) };
  }
}
