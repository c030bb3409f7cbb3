import { messages } from '@examensportal/domain/messages';

export function RequiredHint() {
  return <p className="kern-body kern-body--small">{messages.generic.pflichtfelderHinweis}</p>;
}
