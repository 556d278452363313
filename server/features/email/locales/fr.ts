import type { EmailStrings } from "./types";

export const fr: EmailStrings = {
  subjectLine: (platform, subject) => `${platform} : ${subject}`,
  greeting: (name) => `Bonjour ${name},`,
  signOff: (platform) => `— L'équipe ${platform}`,
  unsubscribe: "Ne plus recevoir ces e-mails",
  labelled: (label, url) => `${label} : ${url}`,
  list: (items) => items.join(", "),

  verification: {
    subject: "confirmez votre adresse e-mail",
    welcome: (platform) => `Bienvenue sur ${platform}. Merci de confirmer qu'il s'agit bien de votre adresse e-mail.`,
    action: "Confirmer mon adresse e-mail",
    note: "Ce lien n'est valable qu'une seule fois, pendant 48 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.",
  },
  password_reset: {
    subject: "réinitialisez votre mot de passe",
    body: "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte.",
    action: "Choisir un nouveau mot de passe",
    note: "Ce lien n'est valable qu'une seule fois, pendant 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  password_changed: {
    subject: "votre mot de passe a été modifié",
    body: "Le mot de passe de votre compte vient d'être modifié, et vos autres appareils connectés ont été déconnectés.",
    advice: "Si ce n'était pas vous, réinitialisez votre mot de passe dès maintenant et contactez l'assistance.",
    action: "Réinitialiser le mot de passe",
  },
  payout_method_changed: {
    subject: "votre moyen de versement a été modifié",
    body: "L'adresse PayPal ou le compte bancaire sur lequel vos versements sont payés vient d'être modifié.",
    advice:
      "Si ce n'était pas vous, réinitialisez votre mot de passe dès maintenant et contactez l'assistance avant le prochain versement.",
    action: "Réinitialiser le mot de passe",
  },
  two_factor_recovery_code_used: {
    subject: "un code de récupération a servi à se connecter",
    body: "Quelqu'un vient de se connecter à votre compte avec l'un de ses codes de récupération au lieu de l'application d'authentification.",
    remaining: (count) =>
      count === 1 ? "Il reste 1 code de récupération inutilisé." : `Il reste ${count} codes de récupération inutilisés.`,
    advice: "Si ce n'était pas vous, réinitialisez votre mot de passe dès maintenant et contactez l'assistance.",
    action: "Réinitialiser le mot de passe",
  },
  two_factor_disabled: {
    subject: "la connexion en deux étapes a été désactivée",
    byOwner: "La connexion en deux étapes vient d'être désactivée pour votre compte : le mot de passe suffit désormais pour se connecter.",
    byAdmin:
      "Un administrateur a désactivé la connexion en deux étapes de votre compte : le mot de passe suffit désormais. Vous pouvez la réactiver depuis votre profil.",
    advice: "Si vous ne l'avez pas demandé, réinitialisez votre mot de passe dès maintenant et contactez l'assistance.",
    action: "Réinitialiser le mot de passe",
  },
  new_sign_in: {
    subject: "nouvelle connexion à votre compte",
    device: (browser, os) => [browser || "Un navigateur inconnu", os && `sous ${os}`].filter(Boolean).join(" "),
    body: (device, date, time) =>
      `Quelqu'un vient de se connecter à votre compte depuis un navigateur jamais utilisé auparavant : ${device}, le ${date} à ${time}.`,
    address: (ip) => `Adresse : ${ip}`,
    advice:
      "Si c'était vous, il n'y a rien à faire. Sinon, réinitialisez votre mot de passe maintenant : toutes les sessions seront déconnectées.",
    action: "Réinitialiser le mot de passe",
  },
  signup_attempt: {
    subject: "quelqu'un a tenté de s'inscrire avec votre e-mail",
    body: "Quelqu'un vient d'essayer de créer un nouveau compte avec cette adresse e-mail. Elle a déjà un compte ici : aucun nouveau compte n'a été créé.",
    advice:
      "Si c'était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié. Sinon, vous pouvez ignorer cet e-mail.",
    action: "Réinitialiser le mot de passe",
  },
  purchase_receipt: {
    subject: (course) => `reçu pour ${course}`,
    thanks: "Merci pour votre achat. Voici votre reçu.",
    course: (course) => `Cours : ${course}`,
    price: (amount) => `Prix : ${amount}`,
    discount: (code, amount) => `Réduction (${code}) : -${amount}`,
    amount: (amount, monthly) => `Montant : ${amount}${monthly ? " (mensualité)" : ""}`,
    type: (monthly) => `Formule : ${monthly ? "Abonnement mensuel" : "Achat unique"}`,
    reference: (reference) => `Référence du paiement : ${reference}`,
    action: "Accéder à mes cours",
  },
  payment_failed: {
    subject: (course) => `échec du paiement pour ${course}`,
    body: (amount, course, refunded) =>
      refunded
        ? `Votre paiement de ${amount} pour ${course} n'a pas pu être accepté : le montant vous a donc été intégralement remboursé.`
        : `Votre paiement de ${amount} pour ${course} n'a pas abouti. Aucun montant n'a été débité.`,
    action: "Réessayer",
  },
  subscription_cancelled: {
    subject: (course) => `abonnement à ${course} résilié`,
    body: (course) => `Votre abonnement mensuel à ${course} est résilié. Vous ne serez plus prélevé.`,
    access: (date) => `Vous conservez votre accès jusqu'au ${date}.`,
  },
  refund_issued: {
    subject: (course) => `remboursement pour ${course}`,
    body: (amount, course, reference) => `Nous vous avons remboursé ${amount} pour ${course} (référence du paiement : ${reference}).`,
    note: "Le remboursement peut mettre quelques jours à apparaître sur votre relevé.",
  },
  certificate_earned: {
    subject: (course) => `votre certificat pour ${course}`,
    body: (course) => `Félicitations : vous avez terminé ${course} et obtenu son certificat.`,
    action: "Voir la page publique du certificat",
  },
  commission_earned: {
    subject: "vous avez gagné une commission",
    body: (amount, product) => `Une vente de ${product} via votre lien d'affiliation vous a rapporté ${amount}.`,
    action: "Voir mes commissions",
  },
  payout_sent: {
    subject: "votre versement est en route",
    body: (amount, period) => `Nous vous avons envoyé un versement de ${amount} pour ${period}.`,
    action: "Voir mes versements",
  },
  chapter_unlocked: {
    subject: (course) => `du nouveau dans ${course}`,
    one: (course, chapter) => `Un nouveau chapitre du cours « ${course} » vous est désormais ouvert : ${chapter}.`,
    many: (course, chapters) => `De nouveaux chapitres du cours « ${course} » vous sont désormais ouverts : ${chapters}.`,
    action: "Continuer à apprendre",
  },
  data_export_ready: {
    subject: "vos données sont prêtes à être téléchargées",
    body: "L’archive de vos données que vous avez demandée est prête.",
    action: "Télécharger mes données",
    note: (h) =>
      `Le lien fonctionne pendant ${h} heures, uniquement lorsque vous êtes connecté à votre compte ; ensuite l’archive est supprimée. Si vous ne l’avez pas demandée, changez votre mot de passe.`,
  },
};
