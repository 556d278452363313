// How a caption language is named in the CC menu and the admin list: "English", "Português (Brasil)".

export function captionLanguageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // an engine without Intl.DisplayNames, or a tag it does not know: the tag itself
  }
  return tag;
}
