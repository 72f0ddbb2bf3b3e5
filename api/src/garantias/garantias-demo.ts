// Garantías de demostración: lo que de verdad respalda un préstamo de cobro diario en Colombia (motos con su placa,
// electrodomésticos con factura, joyas en custodia, pagarés, algún carro o una casa para los préstamos grandes), con
// valores en pesos acordes al monto prestado. Sin Nest ni base: la semilla decide a qué préstamos van.
import { formatearCOP, formatearFecha, type TipoGarantia } from '@cartera/dominio';
import PDFDocument from 'pdfkit';
import { bytesDelPdf } from '../common/pdf';
import type { Azar } from '../demo/azar';

export interface GarantiaDemo {
  tipo: TipoGarantia;
  descripcion: string;
  identificadorLegal: string | null;
  valorDeclarado: number;
  /** Documento que la respalda (la semilla le adjunta un PDF de demostración), o null. */
  documento: { titulo: string; archivo: string } | null;
}

/** Lo que la garantía necesita saber del préstamo y de su cliente. */
export interface PrestamoGarantizado {
  monto: number;
  ciudad: string;
  barrio: string;
  /** Año en curso (Bogotá): la antigüedad de motos y carros cuenta desde él. */
  anio: number;
}

const redondear = (valor: number, paso: number) => Math.max(paso, Math.round(valor / paso) * paso);

const LETRAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letras = (azar: Azar, cantidad: number) =>
  Array.from({ length: cantidad }, () => LETRAS[azar.entre(0, LETRAS.length - 1)]).join('');
const digitos = (azar: Azar, cantidad: number) =>
  Array.from({ length: cantidad }, () => String(azar.entre(0, 9))).join('');

const COLORES = ['negra', 'roja', 'azul', 'gris', 'blanca', 'plateada'];

/** Modelo y valor de referencia con tres años de uso. */
const MOTOS: ReadonlyArray<readonly [string, number]> = [
  ['Honda CB 125F', 4_800_000],
  ['Yamaha FZ 2.0', 7_500_000],
  ['AKT NKD 125', 3_600_000],
  ['Suzuki GN 125', 4_200_000],
  ['Bajaj Boxer CT 100', 3_900_000],
  ['Auteco Victory One', 3_300_000],
  ['Yamaha XTZ 125', 6_800_000],
  ['Honda XR 150L', 7_900_000],
];

/** Modelo y valor de referencia con cinco años de uso. */
const CARROS: ReadonlyArray<readonly [string, number]> = [
  ['Chevrolet Spark GT', 26_000_000],
  ['Renault Logan', 30_000_000],
  ['Mazda 2', 36_000_000],
  ['Kia Picanto', 32_000_000],
  ['Renault Sandero', 33_000_000],
];

/** Descripción y valor de referencia (nuevo). */
const EQUIPOS: ReadonlyArray<readonly [string, number]> = [
  ['Televisor Samsung Smart TV de 55 pulgadas', 2_100_000],
  ['Nevera Haceb de 250 litros, no frost', 1_900_000],
  ['Lavadora LG de 17 kg, carga superior', 1_700_000],
  ['Computador portátil Lenovo IdeaPad 3 con 8 GB de RAM', 2_300_000],
  ['Máquina de coser industrial Siruba (fileteadora)', 2_600_000],
  ['Estufa Mabe de cuatro puestos con horno', 1_200_000],
  ['Celular Samsung Galaxy A54 de 128 GB', 1_400_000],
];

const JOYAS: ReadonlyArray<readonly [string, number]> = [
  ['Cadena de oro de 18 quilates (15 g) con dije', 2_700_000],
  ['Anillo de oro de 18 quilates con esmeralda', 1_900_000],
  ['Pulsera de oro de 18 quilates (10 g)', 1_800_000],
  ['Reloj Casio Edifice de acero', 850_000],
];

/** Círculos registrales (prefijo de la matrícula inmobiliaria) de las ciudades de los clientes de demostración. */
const CIRCULOS: Readonly<Record<string, readonly string[]>> = {
  Bogotá: ['50C', '50S', '50N'],
  Medellín: ['001', '01N'],
  Cali: ['370'],
  Barranquilla: ['040'],
};

function moto(azar: Azar, p: PrestamoGarantizado): GarantiaDemo {
  const [modelo, valor] = azar.uno(MOTOS);
  const antiguedad = azar.entre(1, 7);
  const placa = `${letras(azar, 3)}${digitos(azar, 2)}${letras(azar, 1)}`;
  return {
    tipo: 'vehiculo',
    descripcion: `Moto ${modelo} modelo ${p.anio - antiguedad}, color ${azar.uno(COLORES)}, placa ${placa}`,
    identificadorLegal: placa,
    valorDeclarado: redondear(valor * (1 - 0.06 * (antiguedad - 3)), 100_000),
    documento: { titulo: `Tarjeta de propiedad ${placa}`, archivo: `tarjeta-propiedad-${placa}.pdf` },
  };
}

function carro(azar: Azar, p: PrestamoGarantizado): GarantiaDemo {
  const [modelo, valor] = azar.uno(CARROS);
  const antiguedad = azar.entre(6, 13);
  const placa = `${letras(azar, 3)}${digitos(azar, 3)}`;
  return {
    tipo: 'vehiculo',
    descripcion: `Automóvil ${modelo} modelo ${p.anio - antiguedad}, color ${azar.uno(COLORES)}, placa ${placa}`,
    identificadorLegal: placa,
    valorDeclarado: redondear(valor * (1 - 0.04 * (antiguedad - 5)), 500_000),
    documento: { titulo: `Tarjeta de propiedad ${placa}`, archivo: `tarjeta-propiedad-${placa}.pdf` },
  };
}

function inmueble(azar: Azar, p: PrestamoGarantizado): GarantiaDemo {
  const matricula = `${azar.uno(CIRCULOS[p.ciudad] ?? CIRCULOS.Bogotá)}-${azar.entre(100_000, 2_999_999)}`;
  const vivienda = azar.uno([
    'Casa de un piso',
    'Casa de dos plantas',
    'Apartamento en primer piso',
    'Casa lote',
  ]);
  return {
    tipo: 'inmueble',
    descripcion:
      `${vivienda} en el barrio ${p.barrio}, ${p.ciudad}; escritura pública No. ${azar.entre(800, 6_000)} ` +
      `de la Notaría ${azar.entre(1, 40)} de ${p.ciudad}`,
    identificadorLegal: matricula,
    valorDeclarado: azar.entre(60, 150) * 1_000_000,
    documento: {
      titulo: `Certificado de tradición y libertad ${matricula}`,
      archivo: `certificado-tradicion-${matricula}.pdf`,
    },
  };
}

function equipo(azar: Azar): GarantiaDemo {
  const [descripcion, valor] = azar.uno(EQUIPOS);
  const serie = `${letras(azar, 2)}${digitos(azar, 8)}`;
  const conFactura = azar.siguiente() < 0.6;
  return {
    tipo: 'equipo',
    descripcion: `${descripcion}, serie ${serie}${conFactura ? ', con factura de compra' : ''}`,
    identificadorLegal: serie,
    valorDeclarado: redondear(valor * (0.8 + azar.siguiente() * 0.3), 50_000),
    documento: conFactura
      ? { titulo: `Factura de compra, serie ${serie}`, archivo: `factura-${serie}.pdf` }
      : null,
  };
}

function joya(azar: Azar): GarantiaDemo {
  const [descripcion, valor] = azar.uno(JOYAS);
  return {
    tipo: 'otros',
    descripcion: `${descripcion}, en custodia en la oficina`,
    identificadorLegal: null,
    valorDeclarado: redondear(valor * (0.85 + azar.siguiente() * 0.3), 50_000),
    documento: null,
  };
}

function pagare(azar: Azar, p: PrestamoGarantizado): GarantiaDemo {
  const numero = String(azar.entre(1_000, 9_999));
  return {
    tipo: 'otros',
    descripcion: `Pagaré No. ${numero} con carta de instrucciones, firmado por el deudor y un codeudor`,
    identificadorLegal: `Pagaré ${numero}`,
    valorDeclarado: p.monto,
    documento: { titulo: `Pagaré No. ${numero}`, archivo: `pagare-${numero}.pdf` },
  };
}

function efectivo(azar: Azar, p: PrestamoGarantizado): GarantiaDemo {
  const recibo = String(azar.entre(100, 999)).padStart(4, '0');
  return {
    tipo: 'efectivo',
    descripcion: `Depósito en efectivo en garantía, recibo de caja No. ${recibo}`,
    identificadorLegal: `RC-${recibo}`,
    valorDeclarado: redondear(p.monto * (0.1 + azar.siguiente() * 0.1), 10_000),
    documento: null,
  };
}

type Plantilla = (azar: Azar, p: PrestamoGarantizado) => GarantiaDemo;

/**
 * Cada plantilla con su peso al azar y los montos de préstamo para los que tiene sentido (la garantía lo cubre sin
 * exagerar). La casa tiene peso 0: sale sólo cuando la semilla la pide.
 */
const PLANTILLAS = {
  moto: [moto, 30, (monto: number) => monto >= 800_000],
  equipo: [equipo, 20, (monto: number) => monto <= 1_500_000],
  joya: [joya, 12, (monto: number) => monto <= 1_200_000],
  pagare: [pagare, 12, () => true],
  carro: [carro, 6, (monto: number) => monto >= 1_500_000],
  efectivo: [efectivo, 5, () => true],
  inmueble: [inmueble, 0, (monto: number) => monto >= 2_000_000],
} satisfies Record<string, readonly [Plantilla, number, (monto: number) => boolean]>;

export type NombrePlantilla = keyof typeof PLANTILLAS;

/** Si la plantilla tiene sentido para un préstamo de ese monto. */
export function admitePlantilla(nombre: NombrePlantilla, monto: number): boolean {
  return PLANTILLAS[nombre][2](monto);
}

/**
 * Una garantía verosímil para el préstamo: de la plantilla pedida (la semilla asegura así la variedad: motos para
 * las ejecutadas, una casa, un carro) o de una al azar entre las que admiten su monto.
 */
export function garantiaDemo(
  azar: Azar,
  prestamo: PrestamoGarantizado,
  plantilla?: NombrePlantilla,
): GarantiaDemo {
  if (plantilla) return PLANTILLAS[plantilla][0](azar, prestamo);
  const admitidas = Object.values(PLANTILLAS).filter(
    ([, peso, admite]) => peso > 0 && admite(prestamo.monto),
  );
  return azar.elegir(admitidas.map(([elegida, peso]) => [elegida, peso] as const))(azar, prestamo);
}

export interface DatosDocumentoDemo {
  titulo: string;
  cliente: string;
  cedula: string;
  prestamoNumero: number;
  garantia: GarantiaDemo;
  fecha: string;
}

/** Un PDF de una página que dice lo que es: «Documento de demostración — Tarjeta de propiedad ABC12D». */
export function pdfDocumentoDemo(datos: DatosDocumentoDemo): Promise<Buffer> {
  const documento = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: {
      Title: `Documento de demostración — ${datos.titulo}`,
      Creator: 'Cartera (datos de demostración)',
      CreationDate: new Date(`${datos.fecha}T14:00:00Z`),
    },
  });
  const terminado = bytesDelPdf(documento);
  documento
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#888888')
    .text('DOCUMENTO DE DEMOSTRACIÓN', { align: 'right' });
  documento.moveDown(2).font('Helvetica-Bold').fontSize(18).fillColor('#000000');
  documento.text(`Documento de demostración — ${datos.titulo}`);
  documento.moveDown();
  const linea = (etiqueta: string, valor: string) => {
    documento.font('Helvetica-Bold').fontSize(11).text(`${etiqueta}: `, { continued: true });
    documento.font('Helvetica').text(valor);
    documento.moveDown(0.4);
  };
  linea('Cliente', datos.cliente);
  linea('Cédula', datos.cedula);
  linea('Préstamo', `#${datos.prestamoNumero}`);
  linea('Garantía', datos.garantia.descripcion);
  if (datos.garantia.identificadorLegal) linea('Identificador', datos.garantia.identificadorLegal);
  linea('Valor declarado', formatearCOP(datos.garantia.valorDeclarado));
  linea('Fecha', formatearFecha(datos.fecha));
  documento.moveDown(2).font('Helvetica').fontSize(10).fillColor('#555555');
  documento.text(
    'Generado por los datos de demostración de Cartera para mostrar cómo se adjuntan los documentos de una ' +
      'garantía. No es un documento real ni tiene validez legal.',
  );
  documento.end();
  return terminado;
}
