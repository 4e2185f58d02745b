import type { Language } from '../schemas/users';

type Catalogue = Record<string, Record<Language, string>>;

/** Answers keyed by the stable `code` the API returns (or by a success key). `{x}` = parameter. */
export const messages: Catalogue = {
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
  ROUTE_NOT_FOUND: { es: 'La ruta {route} no existe.', en: 'The route {route} does not exist.' },
  EMAIL_TAKEN: {
    es: 'Ya existe una cuenta con ese correo electrónico.',
    en: 'An account with that email already exists.',
  },
  INVALID_CREDENTIALS: { es: 'Correo o contraseña incorrectos.', en: 'Wrong email or password.' },
  EMAIL_NOT_VERIFIED: {
    es: 'Su correo aún no está verificado. Abra el enlace que le enviamos por correo para activar la cuenta y luego inicie sesión.',
    en: 'Your email is not verified yet. Open the link we emailed you to activate your account, then log in.',
  },
  INVALID_TOKEN: {
    es: 'El enlace no es válido, ya fue usado o venció.',
    en: 'The link is not valid, was already used or has expired.',
  },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espere {seconds} s y vuelva a intentarlo.',
    en: 'Too many attempts. Wait {seconds} s and try again.',
  },
  FILE_TOO_LARGE: {
    es: 'El archivo supera el tamaño máximo de {limit} MB.',
    en: 'The file is larger than the {limit} MB limit.',
  },
  INVALID_FILE: {
    es: 'El archivo no es válido: se acepta {accepted}.',
    en: 'The file is not valid: {accepted} accepted.',
  },
  UNSUPPORTED_MEDIA_TYPE: { es: 'Tipo de contenido no soportado.', en: 'Unsupported content type.' },
  MAIL_UNAVAILABLE: {
    es: 'No pudimos enviar el correo. Inténtelo de nuevo más tarde.',
    en: 'We could not send the email. Please try again later.',
  },
  INTERNAL: { es: 'Error interno del servidor.', en: 'Internal server error.' },
  STOCK_CHANGED: {
    es: 'El inventario de este producto cambió mientras usted lo editaba (ahora hay {amount}). Revise la cantidad y vuelva a intentarlo.',
    en: 'The stock of this product changed while you were editing it (now {amount}). Check the amount and try again.',
  },
  LOGISTIC_NO_PRODUCTS: {
    es: 'Las empresas de transporte no registran ni modifican productos propios.',
    en: 'Carriers do not register or change products of their own.',
  },

  // Success messages.
  SIGNED_UP: {
    es: 'Usuario creado exitosamente. Le enviamos un correo para verificar su cuenta.',
    en: 'User created successfully. We sent you an email to verify your account.',
  },
  EMAIL_VERIFIED: { es: 'Su correo fue verificado. Ya puede iniciar sesión.', en: 'Your email was verified. You can log in now.' },
  LOGGED_IN: { es: 'Bienvenido.', en: 'Welcome.' },
  LOGGED_OUT: { es: 'Sesión cerrada.', en: 'Logged out.' },
  RECOVERY_SENT: {
    es: 'Si existe una cuenta con ese correo, le enviamos un enlace para recuperar la contraseña.',
    en: 'If an account exists for that email, we sent it a link to recover the password.',
  },
  PASSWORD_RESTORED: {
    es: 'Su contraseña fue restablecida. Inicie sesión con la nueva contraseña.',
    en: 'Your password was reset. Log in with the new password.',
  },
  PASSWORD_CHANGED: {
    es: 'Su contraseña fue cambiada. Inicie sesión de nuevo.',
    en: 'Your password was changed. Please log in again.',
  },
  USER_UPDATED: { es: 'Perfil actualizado.', en: 'Profile updated.' },
  PHOTO_UPLOADED: { es: 'Foto subida exitosamente.', en: 'Photo uploaded successfully.' },
  IMAGE_UPLOADED: { es: 'Imagen subida exitosamente.', en: 'Image uploaded successfully.' },
  DOCUMENT_UPLOADED: { es: 'Documento subido exitosamente.', en: 'Document uploaded successfully.' },
  PRODUCT_CREATED: { es: 'Producto creado exitosamente.', en: 'Product created successfully.' },
  PRODUCT_UPDATED: { es: 'Producto actualizado.', en: 'Product updated.' },
  PRODUCT_DELETED: { es: 'Producto eliminado.', en: 'Product deleted.' },
  STOCK_UPDATED: { es: 'Inventario actualizado.', en: 'Stock updated.' },
  BRANCH_OFFICE_CREATED: { es: 'Sucursal creada exitosamente.', en: 'Branch office created successfully.' },
  BRANCH_OFFICE_UPDATED: { es: 'Sucursal actualizada.', en: 'Branch office updated.' },
  BRANCH_OFFICE_DELETED: { es: 'Sucursal eliminada.', en: 'Branch office deleted.' },
};

/** One message per validation reason; `{field}` is the localised field label. */
export const validationMessages: Catalogue = {
  required: { es: 'El campo {field} es obligatorio.', en: 'The field {field} is required.' },
  minLength: {
    es: 'El campo {field} debe tener al menos {limit} caracteres.',
    en: 'The field {field} must have at least {limit} characters.',
  },
  maxLength: {
    es: 'El campo {field} admite como máximo {limit} caracteres.',
    en: 'The field {field} allows at most {limit} characters.',
  },
  minItems: {
    es: 'El campo {field} necesita al menos {limit} elemento(s).',
    en: 'The field {field} needs at least {limit} item(s).',
  },
  maxItems: {
    es: 'El campo {field} admite como máximo {limit} elementos.',
    en: 'The field {field} allows at most {limit} items.',
  },
  format: { es: 'El campo {field} no tiene un formato válido.', en: 'The field {field} has an invalid format.' },
  email: { es: 'El campo {field} no es un correo electrónico válido.', en: 'The field {field} is not a valid email address.' },
  pattern: { es: 'El campo {field} contiene caracteres no permitidos.', en: 'The field {field} contains characters that are not allowed.' },
  type: { es: 'El campo {field} tiene un tipo de dato no válido.', en: 'The field {field} has an invalid data type.' },
  enum: { es: 'El valor del campo {field} no está permitido.', en: 'The value of the field {field} is not allowed.' },
  minimum: { es: 'El campo {field} debe ser al menos {limit}.', en: 'The field {field} must be at least {limit}.' },
  maximum: { es: 'El campo {field} debe ser como máximo {limit}.', en: 'The field {field} must be at most {limit}.' },
  naturalIdType: {
    es: 'Para una persona natural el campo {field} debe ser CC, CE o PASAPORTE.',
    en: 'For a natural person the field {field} must be CC, CE or PASAPORTE.',
  },
  juridicalIdType: {
    es: 'Para una persona jurídica el campo {field} debe ser NIT.',
    en: 'For a juridical person the field {field} must be NIT.',
  },
  unknownTown: { es: 'El municipio indicado en {field} no existe.', en: 'The town given in {field} does not exist.' },
  blank: { es: 'El campo {field} no puede estar vacío.', en: 'The field {field} cannot be blank.' },
  unknownType: { es: 'El campo {field} tiene un tipo de carga desconocido.', en: 'The field {field} has an unknown upload type.' },
  fileMissing: { es: 'Falta el archivo en el campo {field}.', en: 'The file is missing in the field {field}.' },
  negativeStock: {
    es: 'El campo {field} no puede dejar el inventario por debajo de cero.',
    en: 'The field {field} cannot take the stock below zero.',
  },
  noChange: { es: 'El campo {field} no cambia el inventario.', en: 'The field {field} does not change the stock.' },
  costRequired: {
    es: 'Indique el {field} de la cantidad que agrega.',
    en: 'Enter the {field} of the amount you add.',
  },
  noCostOnRemoval: {
    es: 'Al retirar inventario no se indica {field}.',
    en: 'Removing stock takes no {field}.',
  },
  supplierType: {
    es: 'Un proveedor de insumos solo puede registrar productos de tipo insumo ({field}).',
    en: 'A supplier can only register products of type supply ({field}).',
  },
  notYourself: { es: 'El campo {field} debe ser su propio usuario.', en: 'The field {field} must be your own user.' },
  twoDecimals: {
    es: 'El campo {field} admite como máximo 2 decimales.',
    en: 'The field {field} allows at most 2 decimals.',
  },
  stockValueTooLarge: {
    es: 'Con ese {field} el valor del inventario supera el máximo que se puede registrar.',
    en: 'With that {field} the stock value exceeds the largest one that can be recorded.',
  },
};

/** Human names of input fields, so a message names the field in the reader's language. */
export const fieldLabels: Catalogue = {
  body: { es: 'cuerpo de la petición', en: 'request body' },
  email: { es: 'correo electrónico', en: 'email' },
  password: { es: 'contraseña', en: 'password' },
  rememberPassword: { es: 'recordar contraseña', en: 'remember password' },
  userType: { es: 'eslabón de la cadena', en: 'chain link' },
  personType: { es: 'tipo de persona', en: 'person type' },
  socialIdType: { es: 'tipo de identificación', en: 'ID type' },
  socialId: { es: 'número de identificación', en: 'ID number' },
  firstName: { es: 'nombres', en: 'first name' },
  lastName: { es: 'apellidos', en: 'last name' },
  enterpriseName: { es: 'razón social', en: 'enterprise name' },
  phoneNumbers: { es: 'teléfono', en: 'phone' },
  town: { es: 'municipio', en: 'town' },
  address: { es: 'dirección', en: 'address' },
  language: { es: 'idioma', en: 'language' },
  token: { es: 'token', en: 'token' },
  id: { es: 'id', en: 'id' },
  type: { es: 'tipo', en: 'type' },
  image: { es: 'imagen', en: 'image' },
  file: { es: 'archivo', en: 'file' },
  skip: { es: 'desplazamiento', en: 'skip' },
  limit: { es: 'límite', en: 'limit' },
  name: { es: 'nombre', en: 'name' },
  description: { es: 'descripción', en: 'description' },
  unitMeasure: { es: 'unidad de medida', en: 'unit of measure' },
  amount: { es: 'cantidad', en: 'amount' },
  previousAmount: { es: 'cantidad anterior', en: 'previous amount' },
  unitCost: { es: 'costo unitario', en: 'unit cost' },
  cost: { es: 'costo', en: 'cost' },
  price: { es: 'precio', en: 'price' },
  public: { es: 'visible al público', en: 'public visibility' },
  product: { es: 'producto', en: 'product' },
  user: { es: 'usuario', en: 'user' },
  location: { es: 'ubicación', en: 'location' },
  latitude: { es: 'latitud', en: 'latitude' },
  longitude: { es: 'longitud', en: 'longitude' },
};
