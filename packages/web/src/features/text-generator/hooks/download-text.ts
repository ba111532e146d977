/** Saves a text as a file: .txt as it is, .md under a heading naming its prompt. */
export function downloadText(content: string, prompt: string, format: 'txt' | 'md') {
  const body =
    format === 'md' ? `# ${prompt.replace(/\s+/g, ' ').trim()}\n\n${content}\n` : content;
  const type = format === 'md' ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8';
  const href = URL.createObjectURL(new Blob([body], { type }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = `lumen-text-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${format}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
