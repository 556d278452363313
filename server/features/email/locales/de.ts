import type { EmailStrings } from "./types";

// "Sie", as on the German screens.
export const de: EmailStrings = {
  subjectLine: (platform, subject) => `${platform}: ${subject}`,
  greeting: (name) => `Hallo ${name},`,
  signOff: (platform) => `— Ihr Team von ${platform}`,
  unsubscribe: "Diese E-Mails abbestellen",
  labelled: (label, url) => `${label}: ${url}`,
  list: (items) => items.join(", "),

  verification: {
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    welcome: (platform) => `Willkommen bei ${platform}! Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.`,
    action: "E-Mail-Adresse bestätigen",
    note: "Der Link funktioniert nur einmal und ist 48 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach.",
  },
  password_reset: {
    subject: "Setzen Sie Ihr Passwort zurück",
    body: "Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos zurückzusetzen.",
    action: "Neues Passwort festlegen",
    note: "Der Link funktioniert nur einmal und ist 1 Stunde gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
  },
  password_changed: {
    subject: "Ihr Passwort wurde geändert",
    body: "Das Passwort Ihres Kontos wurde soeben geändert, und Ihre anderen angemeldeten Geräte wurden abgemeldet.",
    advice: "Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an den Support.",
    action: "Passwort zurücksetzen",
  },
  payout_method_changed: {
    subject: "Ihre Auszahlungsmethode wurde geändert",
    body: "Die PayPal-E-Mail-Adresse oder das Bankkonto für Ihre Auszahlungen wurde soeben geändert.",
    advice:
      "Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich vor der nächsten Auszahlung an den Support.",
    action: "Passwort zurücksetzen",
  },
  two_factor_recovery_code_used: {
    subject: "ein Wiederherstellungscode wurde zur Anmeldung verwendet",
    body: "Gerade hat sich jemand mit einem der Wiederherstellungscodes statt mit der Authenticator-App bei Ihrem Konto angemeldet.",
    remaining: (count) =>
      count === 1 ? "1 unbenutzter Wiederherstellungscode ist übrig." : `${count} unbenutzte Wiederherstellungscodes sind übrig.`,
    advice: "Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück und wenden Sie sich an den Support.",
    action: "Passwort zurücksetzen",
  },
  two_factor_disabled: {
    subject: "die Zwei-Faktor-Anmeldung wurde ausgeschaltet",
    byOwner: "Die Zwei-Faktor-Anmeldung Ihres Kontos wurde gerade ausgeschaltet: zur Anmeldung genügt jetzt das Passwort.",
    byAdmin:
      "Ein Administrator hat die Zwei-Faktor-Anmeldung Ihres Kontos ausgeschaltet: zur Anmeldung genügt jetzt das Passwort. Sie können sie in Ihrem Profil wieder einschalten.",
    advice: "Wenn Sie das nicht veranlasst haben, setzen Sie Ihr Passwort jetzt zurück und wenden Sie sich an den Support.",
    action: "Passwort zurücksetzen",
  },
  new_sign_in: {
    subject: "neue Anmeldung bei Ihrem Konto",
    device: (browser, os) => [browser || "Ein unbekannter Browser", os && `unter ${os}`].filter(Boolean).join(" "),
    body: (device, date, time) =>
      `Bei Ihrem Konto hat sich soeben ein bisher nicht verwendeter Browser angemeldet: ${device}, am ${date} um ${time}.`,
    address: (ip) => `Adresse: ${ip}`,
    advice: "Wenn Sie das waren, ist nichts zu tun. Andernfalls setzen Sie Ihr Passwort jetzt zurück: Alle Sitzungen werden abgemeldet.",
    action: "Passwort zurücksetzen",
  },
  signup_attempt: {
    subject: "jemand wollte sich mit Ihrer E-Mail-Adresse registrieren",
    body: "Soeben hat jemand versucht, mit dieser E-Mail-Adresse ein neues Konto anzulegen. Für sie besteht hier bereits ein Konto, daher wurde kein neues Konto angelegt.",
    advice:
      "Wenn Sie das waren, melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben. Wenn nicht, können Sie diese E-Mail ignorieren.",
    action: "Passwort zurücksetzen",
  },
  purchase_receipt: {
    subject: (course) => `Beleg für ${course}`,
    thanks: "Vielen Dank für Ihren Kauf. Hier ist Ihr Beleg.",
    course: (course) => `Kurs: ${course}`,
    price: (amount) => `Preis: ${amount}`,
    discount: (code, amount) => `Rabatt (${code}): -${amount}`,
    amount: (amount, monthly) => `Betrag: ${amount}${monthly ? " (Monatsrate)" : ""}`,
    type: (monthly) => `Art: ${monthly ? "Monatsabo" : "Einmalkauf"}`,
    reference: (reference) => `Zahlungsreferenz: ${reference}`,
    action: "Zu meinen Kursen",
  },
  payment_failed: {
    subject: (course) => `Zahlung für ${course} fehlgeschlagen`,
    body: (amount, course, refunded) =>
      refunded
        ? `Ihre Zahlung von ${amount} für ${course} konnte nicht angenommen werden und wurde Ihnen daher vollständig erstattet.`
        : `Ihre Zahlung von ${amount} für ${course} ist nicht durchgegangen. Es wurde nichts abgebucht.`,
    action: "Erneut versuchen",
  },
  subscription_cancelled: {
    subject: (course) => `Abo für ${course} gekündigt`,
    body: (course) => `Ihr Monatsabo für ${course} ist gekündigt. Ihnen wird nichts mehr berechnet.`,
    access: (date) => `Ihr Zugang bleibt bis zum ${date} bestehen.`,
  },
  refund_issued: {
    subject: (course) => `Erstattung für ${course}`,
    body: (amount, course, reference) => `Wir haben Ihnen ${amount} für ${course} erstattet (Zahlungsreferenz ${reference}).`,
    note: "Es kann ein paar Tage dauern, bis die Gutschrift auf Ihrem Kontoauszug erscheint.",
  },
  certificate_earned: {
    subject: (course) => `Ihr Zertifikat für ${course}`,
    body: (course) => `Herzlichen Glückwunsch: Sie haben ${course} abgeschlossen und Ihr Zertifikat erhalten.`,
    action: "Öffentliche Seite des Zertifikats ansehen",
  },
  commission_earned: {
    subject: "Sie haben eine Provision verdient",
    body: (amount, product) => `Ein Verkauf von ${product} über Ihren Affiliate-Link hat Ihnen ${amount} eingebracht.`,
    action: "Meine Provisionen ansehen",
  },
  payout_sent: {
    subject: "Ihre Auszahlung ist unterwegs",
    body: (amount, period) => `Wir haben Ihnen eine Auszahlung von ${amount} für ${period} überwiesen.`,
    action: "Meine Auszahlungen ansehen",
  },
  chapter_unlocked: {
    subject: (course) => `Neu in ${course}`,
    one: (course, chapter) => `Ein neues Kapitel von ${course} ist jetzt für Sie freigeschaltet: ${chapter}.`,
    many: (course, chapters) => `Neue Kapitel von ${course} sind jetzt für Sie freigeschaltet: ${chapters}.`,
    action: "Weiterlernen",
  },
  data_export_ready: {
    subject: "Ihre Daten stehen zum Herunterladen bereit",
    body: "Das von Ihnen angeforderte Archiv Ihrer Daten ist fertig.",
    action: "Meine Daten herunterladen",
    note: (h) =>
      `Der Link funktioniert ${h} Stunden lang und nur, wenn Sie in Ihrem Konto angemeldet sind; danach wird das Archiv gelöscht. Wenn Sie es nicht angefordert haben, ändern Sie Ihr Passwort.`,
  },
};
