import type { EmailStrings } from "./types";

export const es: EmailStrings = {
  subjectLine: (platform, subject) => `${platform}: ${subject}`,
  greeting: (name) => `Hola, ${name}:`,
  signOff: (platform) => `— El equipo de ${platform}`,
  unsubscribe: "Dejar de recibir estos correos",
  labelled: (label, url) => `${label}: ${url}`,
  list: (items) => items.join(", "),

  verification: {
    subject: "confirma tu dirección de correo electrónico",
    welcome: (platform) => `Te damos la bienvenida a ${platform}. Confirma que esta es tu dirección de correo electrónico.`,
    action: "Confirmar mi correo electrónico",
    note: "El enlace solo se puede usar una vez y caduca en 48 horas. Si no te has registrado, ignora este correo.",
  },
  password_reset: {
    subject: "restablece tu contraseña",
    body: "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.",
    action: "Elegir una nueva contraseña",
    note: "El enlace solo se puede usar una vez y caduca en 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña seguirá siendo la misma.",
  },
  password_changed: {
    subject: "se ha cambiado tu contraseña",
    body: "Se acaba de cambiar la contraseña de tu cuenta y se ha cerrado la sesión en los demás dispositivos.",
    advice: "Si no has sido tú, restablece tu contraseña ahora mismo y ponte en contacto con el equipo de soporte.",
    action: "Restablecer la contraseña",
  },
  payout_method_changed: {
    subject: "se ha cambiado tu método de cobro",
    body: "Se acaba de cambiar el correo de PayPal o la cuenta bancaria en la que recibes tus pagos.",
    advice: "Si no has sido tú, restablece tu contraseña ahora mismo y ponte en contacto con el equipo de soporte antes del próximo pago.",
    action: "Restablecer la contraseña",
  },
  two_factor_recovery_code_used: {
    subject: "se usó un código de recuperación para iniciar sesión",
    body: "Alguien acaba de iniciar sesión en tu cuenta con uno de sus códigos de recuperación en lugar de la aplicación de autenticación.",
    remaining: (count) => (count === 1 ? "Queda 1 código de recuperación sin usar." : `Quedan ${count} códigos de recuperación sin usar.`),
    advice: "Si no fuiste tú, restablece tu contraseña ahora y contacta con el soporte.",
    action: "Restablecer contraseña",
  },
  two_factor_disabled: {
    subject: "se desactivó el inicio de sesión en dos pasos",
    byOwner: "Se acaba de desactivar el inicio de sesión en dos pasos de tu cuenta: ahora basta con la contraseña.",
    byAdmin:
      "Un administrador desactivó el inicio de sesión en dos pasos de tu cuenta: ahora basta con la contraseña. Puedes volver a activarlo desde tu perfil.",
    advice: "Si no lo pediste, restablece tu contraseña ahora y contacta con el soporte.",
    action: "Restablecer contraseña",
  },
  new_sign_in: {
    subject: "nuevo inicio de sesión en tu cuenta",
    device: (browser, os) => [browser || "Un navegador desconocido", os && `en ${os}`].filter(Boolean).join(" "),
    body: (device, date, time) =>
      `Se acaba de iniciar sesión en tu cuenta desde un navegador que no se había usado antes: ${device}, el ${date} a las ${time}.`,
    address: (ip) => `Dirección: ${ip}`,
    advice: "Si has sido tú, no tienes que hacer nada. Si no, restablece tu contraseña ahora: se cerrarán todas las sesiones.",
    action: "Restablecer la contraseña",
  },
  signup_attempt: {
    subject: "alguien intentó registrarse con tu correo",
    body: "Alguien acaba de intentar crear una cuenta nueva con esta dirección de correo. Ya tiene una cuenta aquí, así que no se ha creado ninguna cuenta nueva.",
    advice: "Si has sido tú, inicia sesión o restablece tu contraseña si la has olvidado. Si no has sido tú, puedes ignorar este correo.",
    action: "Restablecer la contraseña",
  },
  purchase_receipt: {
    subject: (course) => `recibo de ${course}`,
    thanks: "Gracias por tu compra. Aquí tienes tu recibo.",
    course: (course) => `Curso: ${course}`,
    price: (amount) => `Precio: ${amount}`,
    discount: (code, amount) => `Descuento (${code}): -${amount}`,
    amount: (amount, monthly) => `Importe: ${amount}${monthly ? " (cuota mensual)" : ""}`,
    type: (monthly) => `Modalidad: ${monthly ? "Suscripción mensual" : "Pago único"}`,
    reference: (reference) => `Referencia del pago: ${reference}`,
    action: "Ir a mis cursos",
  },
  payment_failed: {
    subject: (course) => `no se ha podido completar el pago de ${course}`,
    body: (amount, course, refunded) =>
      refunded
        ? `Tu pago de ${amount} por ${course} no se ha podido aceptar, así que se te ha reembolsado íntegramente.`
        : `Tu pago de ${amount} por ${course} no se ha podido completar. No se te ha cobrado nada.`,
    action: "Intentarlo de nuevo",
  },
  subscription_cancelled: {
    subject: (course) => `suscripción a ${course} cancelada`,
    body: (course) => `Tu suscripción mensual a ${course} se ha cancelado. No se te volverá a cobrar.`,
    access: (date) => `Seguirás teniendo acceso hasta el ${date}.`,
  },
  refund_issued: {
    subject: (course) => `reembolso de ${course}`,
    body: (amount, course, reference) => `Te hemos reembolsado ${amount} por ${course} (referencia del pago: ${reference}).`,
    note: "Puede tardar unos días en aparecer en tu extracto bancario.",
  },
  certificate_earned: {
    subject: (course) => `tu certificado de ${course}`,
    body: (course) => `¡Enhorabuena! Has completado ${course} y has obtenido su certificado.`,
    action: "Ver la página pública del certificado",
  },
  commission_earned: {
    subject: "has ganado una comisión",
    body: (amount, product) => `Has ganado ${amount} con una venta de ${product} hecha a través de tu enlace de afiliado.`,
    action: "Ver mis comisiones",
  },
  payout_sent: {
    subject: "tu liquidación está en camino",
    body: (amount, period) => `Te hemos enviado una liquidación de ${amount} correspondiente a ${period}.`,
    action: "Ver mis liquidaciones",
  },
  chapter_unlocked: {
    subject: (course) => `novedades en ${course}`,
    one: (course, chapter) => `Ya tienes disponible un nuevo capítulo de ${course}: ${chapter}.`,
    many: (course, chapters) => `Ya tienes disponibles nuevos capítulos de ${course}: ${chapters}.`,
    action: "Seguir aprendiendo",
  },
  data_export_ready: {
    subject: "tus datos están listos para descargar",
    body: "El archivo con tus datos que pediste está listo.",
    action: "Descargar mis datos",
    note: (h) =>
      `El enlace funciona durante ${h} horas, solo con tu sesión iniciada; después el archivo se elimina. Si no lo pediste, cambia tu contraseña.`,
  },
};
