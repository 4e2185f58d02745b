import type { ContactErrorCode, Language, RequestErrorCode, RequestState, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Requests between users, and the contacts they make. */
export const requestsMessages: Catalogue<
  (typeof SUCCESS_CODES)['requests'][number] | (typeof SUCCESS_CODES)['contacts'][number] | RequestErrorCode | ContactErrorCode
> = {
  REQUEST_SENT: { es: 'Solicitud enviada: el proveedor se pondrá en contacto.', en: 'Request sent: the provider will contact you.' },
  REQUEST_ACCEPTED: { es: 'Solicitud aceptada.', en: 'Request accepted.' },
  PRICE_PROPOSED: { es: 'Propuesta enviada.', en: 'Proposal sent.' },
  PROPOSAL_CANCELLED: { es: 'Propuesta cancelada.', en: 'Proposal cancelled.' },
  PROPOSAL_ACCEPTED: { es: 'Propuesta aceptada.', en: 'Proposal accepted.' },
  REQUEST_DELIVERED: {
    es: 'Solicitud marcada como completa: los productos salieron de su inventario.',
    en: 'Request marked complete: the products left your inventory.',
  },
  SERVICE_STARTED: { es: 'Servicio iniciado.', en: 'Service started.' },
  OUTPUTS_READY: {
    es: 'Productos listos: esperan su entrega al solicitante.',
    en: 'Products ready: they wait to be delivered to the requester.',
  },
  SERVICE_COMPLETED: { es: 'Servicio completado.', en: 'Service completed.' },
  STORAGE_ENDED: {
    es: 'Almacenamiento terminado: el solicitante debe recibir sus productos.',
    en: 'Storage ended: the requester is to receive its products back.',
  },
  TRANSPORT_STARTED: { es: 'Transporte iniciado: los productos van en camino.', en: 'Transport started: the goods are on their way.' },
  TRANSPORT_COMPLETED: { es: 'Transporte completado: los productos fueron entregados.', en: 'Transport completed: the goods were delivered.' },
  PRODUCTS_RECEIVED: { es: 'Productos recibidos en su inventario.', en: 'Products received into your inventory.' },
  REQUEST_REJECTED: { es: 'Solicitud rechazada.', en: 'Request rejected.' },
  REQUEST_CANCELLED: { es: 'Solicitud cancelada.', en: 'Request cancelled.' },
  PROVIDER_ADDED: { es: 'Proveedor agregado.', en: 'Provider added.' },
  PROVIDER_REMOVED: { es: 'Proveedor eliminado.', en: 'Provider removed.' },
  INVALID_REQUEST_TRANSITION: {
    es: 'No se puede hacer esto ahora: la solicitud está {state}.',
    en: 'This cannot be done now: the request is {state}.',
  },
  OWN_OFFER: { es: 'No puede solicitar algo ofrecido por usted mismo ({what}).', en: 'You cannot order something you offer yourself ({what}).' },
  PRICE_UNDEFINED: { es: 'El producto no tiene precio definido.', en: 'The product has no price defined.' },
  PRICE_CHANGED: { es: 'El precio del producto cambió: revise el total.', en: 'The price of the product changed: check the total.' },
  GOODS_UNAVAILABLE: {
    es: 'Ya no está disponible lo que esta solicitud mueve ({product}).',
    en: 'What this request moves is no longer free ({product}).',
  },
  NOTES_FULL: {
    es: 'Esta solicitud ya tiene {limit} notas: no caben más.',
    en: 'This request already has {limit} notes: no more fit.',
  },
  NOTE_ADDED: { es: 'Nota enviada.', en: 'Note sent.' },
  PAYMENT_RECORDED: { es: 'Pago registrado.', en: 'Payment recorded.' },
  PAYMENT_UNDONE: { es: 'Pago anulado: la solicitud queda por cobrar.', en: 'Payment undone: the request is unpaid again.' },
  PAYEE_ONLY: {
    es: 'Solo quien cobra la solicitud (su proveedor) registra el pago.',
    en: 'Only the party paid for the request (its provider) records the payment.',
  },
  NOT_PAYABLE: {
    es: 'Esta solicitud no tiene un precio acordado por cobrar.',
    en: 'This request has no agreed price to be paid.',
  },
  PROVIDER_ALREADY_ADDED: { es: 'El proveedor ya está en su lista de proveedores.', en: 'The provider is already on your provider list.' },
};

const REQUEST_STATE_NAMES: Catalogue<RequestState> = {
  PENDING: { es: 'pendiente', en: 'pending' },
  ACCEPTED: { es: 'aceptada', en: 'accepted' },
  PROPOSAL_SUBMITTED: { es: 'con una propuesta de precio', en: 'waiting on a price proposal' },
  PROPOSAL_ACCEPTED: { es: 'con la propuesta aceptada', en: 'with its proposal accepted' },
  SCHEDULED: { es: 'programada', en: 'scheduled' },
  IN_PROGRESS: { es: 'en curso', en: 'in progress' },
  IN_TRANSPORT: { es: 'en transporte', en: 'in transport' },
  PENDING_DELIVERY: { es: 'esperando entrega', en: 'waiting for delivery' },
  PENDING_RECEPTION: { es: 'esperando recepción', en: 'waiting for reception' },
  SIMPLE_PENDING_RECEPTION: { es: 'esperando recepción', en: 'waiting for reception' },
  REJECTED: { es: 'rechazada', en: 'rejected' },
  CANCELLED: { es: 'cancelada', en: 'cancelled' },
  COMPLETED: { es: 'completada', en: 'completed' },
  ABORTED: { es: 'cancelada por el proveedor', en: 'aborted by the provider' },
};

/** A request's state as the 409's message reads it. */
export const requestStateName = (state: RequestState) => (lang: Language) => REQUEST_STATE_NAMES[state][lang];
