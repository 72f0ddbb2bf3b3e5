import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { MENSAJES_API, errorValidacion, type ErroresCampo } from './errores';

/** Reglas que dicen «falta el dato» (NoVacio de common/dto y las de class-validator). */
const REGLAS_DE_PRESENCIA = new Set(['noVacio', 'isNotEmpty', 'isDefined']);

/**
 * Convierte los errores de class-validator en { campo: [mensajes] } (campos anidados con punto: 'a.b').
 * Una propiedad que el DTO no declara llega como 'whitelistValidation' y se explica en español.
 */
export function erroresPorCampo(errores: ValidationError[], prefijo = ''): ErroresCampo {
  const resultado: ErroresCampo = {};
  for (const error of errores) {
    const campo = prefijo ? `${prefijo}.${error.property}` : error.property;
    const restricciones = Object.entries(error.constraints ?? {});
    // Un campo que falta sólo dice que falta: «es demasiado largo» o «no es un email» sobra.
    const faltante = restricciones.filter(([regla]) => REGLAS_DE_PRESENCIA.has(regla));
    const mensajes = (faltante.length > 0 ? faltante : restricciones).map(([regla, mensaje]) =>
      regla === 'whitelistValidation' ? MENSAJES_API.propiedadNoPermitida(campo) : mensaje,
    );
    if (mensajes.length > 0) resultado[campo] = [...new Set([...(resultado[campo] ?? []), ...mensajes])];
    if (error.children?.length) Object.assign(resultado, erroresPorCampo(error.children, campo));
  }
  return resultado;
}

type AlmacenMetadatos = ReturnType<typeof getMetadataStorage>;
type PorPropiedad = ReturnType<AlmacenMetadatos['groupByPropertyName']>;
const MEMORIZADO = Symbol.for('cartera.validacion.memorizado');

/**
 * class-validator busca en cada validación las reglas de la clase: recorre **todas** las clases con reglas del
 * proceso (`instanceof` contra cada una, para las heredadas) y las agrupa por propiedad. En una lista era ≈ 2,5 % del
 * CPU de la API, más que validar. Las reglas son fijas una vez cargados los decoradores: se recuerdan por clase, y
 * cualquier regla o restricción nueva que se registre después borra lo recordado. Sin esquemas ni grupos (la API no
 * los usa) se recuerda; con ellos se pregunta siempre. Idempotente (varias aplicaciones en un proceso).
 */
export function memorizarMetadatosDeValidacion(almacen: AlmacenMetadatos = getMetadataStorage()): void {
  if (MEMORIZADO in almacen) return;
  Object.defineProperty(almacen, MEMORIZADO, { value: true });
  const reglas = new Map<object, Map<string, ValidationMetadata[]>>();
  const agrupadas = new WeakMap<ValidationMetadata[], PorPropiedad>();
  const olvidar = () => reglas.clear();
  const buscar = almacen.getTargetValidationMetadatas.bind(almacen);
  const agrupar = almacen.groupByPropertyName.bind(almacen);
  almacen.getTargetValidationMetadatas = (clase, esquema, always, strictGroups, grupos) => {
    if (esquema || grupos?.length) return buscar(clase, esquema, always, strictGroups, grupos);
    const clave = `${always}|${strictGroups}`;
    let deClase = reglas.get(clase);
    const conocidas = deClase?.get(clave);
    if (conocidas) return conocidas;
    const encontradas = buscar(clase, esquema, always, strictGroups, grupos);
    if (!deClase) reglas.set(clase, (deClase = new Map()));
    deClase.set(clave, encontradas);
    return encontradas;
  };
  // Sólo se recuerdan los grupos de las listas recordadas arriba (mismo arreglo); class-validator no los modifica.
  almacen.groupByPropertyName = (metadatos) => {
    const conocido = agrupadas.get(metadatos);
    if (conocido) return conocido;
    const agrupado = agrupar(metadatos);
    agrupadas.set(metadatos, agrupado);
    return agrupado;
  };
  const anadirRegla = almacen.addValidationMetadata.bind(almacen);
  const anadirEsquema = almacen.addValidationSchema.bind(almacen);
  const anadirRestriccion = almacen.addConstraintMetadata.bind(almacen);
  almacen.addValidationMetadata = (regla) => {
    olvidar();
    anadirRegla(regla);
  };
  almacen.addValidationSchema = (esquema) => {
    olvidar();
    anadirEsquema(esquema);
  };
  almacen.addConstraintMetadata = (restriccion) => {
    olvidar();
    anadirRestriccion(restriccion);
  };
}

/** La tubería de validación global: sólo propiedades declaradas, tipos convertidos, errores en español. */
export function crearValidationPipe(): ValidationPipe {
  memorizarMetadatosDeValidacion();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errores) => errorValidacion(erroresPorCampo(errores)),
  });
}
