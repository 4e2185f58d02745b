import type { CommonErrorCode } from '@agrocadena/contracts';
import type { Catalogue } from './catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const commonMessages: Catalogue<CommonErrorCode | 'OK' | 'ROUTE_NOT_FOUND'> = {
  OK: { es: 'Operación exitosa.', en: 'Successful operation.' },
  VALIDATION: { es: 'El campo {field} no es válido.', en: 'The field {field} is not valid.' },
  BAD_REQUEST: { es: 'La petición no es válida.', en: 'The request is not valid.' },
  PAYLOAD_TOO_LARGE: { es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  INVALID_BODY: { es: 'El cuerpo de la petición no es JSON válido.', en: 'The request body is not valid JSON.' },
  UNAUTHORIZED: {
    es: 'Debe iniciar sesión para continuar (sesión ausente, vencida o cerrada).',
    en: 'Please log in to continue (no session, or it expired or was closed).',
  },
  FORBIDDEN: { es: 'No tiene permiso sobre este recurso.', en: 'You are not allowed to access this resource.' },
  NOT_FOUND: { es: 'No se encontró el recurso solicitado.', en: 'The requested resource was not found.' },
  METHOD_NOT_ALLOWED: {
    es: 'La ruta {route} no admite el método {method}.',
    en: 'The route {route} does not accept the method {method}.',
  },
  ROUTE_NOT_FOUND: { es: 'La ruta {route} no existe.', en: 'The route {route} does not exist.' },
  UNSUPPORTED_MEDIA_TYPE: { es: 'Tipo de contenido no soportado.', en: 'Unsupported content type.' },
  INTERNAL: { es: 'Error interno del servidor.', en: 'Internal server error.' },
  SERVICE_UNAVAILABLE: {
    es: 'El servicio no está disponible temporalmente. Intente de nuevo en unos momentos.',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espere {wait} y vuelva a intentarlo.',
    en: 'Too many attempts. Wait {wait} and try again.',
  },
  TOO_MANY_STREAMS: {
    es: 'Tiene abiertas demasiadas ventanas de AgroCadena con actualizaciones en vivo (como máximo {limit}). Cierre alguna y recargue esta.',
    en: 'You have too many AgroCadena windows open with live updates (at most {limit}). Close one and reload this one.',
  },
  IN_USE: {
    es: '«{name}» no se puede eliminar: está en uso por {uses}. Puede retirarlo: deja de ofrecerse para usos nuevos y lo que ya lo usa sigue funcionando.',
    en: '«{name}» cannot be deleted: it is used by {uses}. You can retire it instead: it is no longer offered for new use, and what already uses it keeps working.',
  },
  CONFLICT: {
    es: 'La operación no es posible en el estado actual del recurso.',
    en: 'The operation is not possible in the current state of the resource.',
  },
};
