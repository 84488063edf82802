// A page's HTML as the server sent it, parsed in Node by parse5 (the WHATWG parsing algorithm browsers run: implied
// tags, <template> contents apart, <noscript> as text with scripting on), so a walk reads the tree Chromium builds from
// the same bytes before any script runs. Queries are plain functions over the tree: the walks need few of them.
import { type DefaultTreeAdapterTypes, html, parse } from "parse5";

export type HtmlElement = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type TextNode = DefaultTreeAdapterTypes.TextNode;

const isElement = (n: Node): n is HtmlElement => "tagName" in n;
const isText = (n: Node): n is TextNode => n.nodeName === "#text";
const HTML = html.NS.HTML;

export class HtmlPage {
  private readonly document: DefaultTreeAdapterTypes.Document;

  constructor(source: string) {
    this.document = parse(source);
  }

  /** Nodes under `root` in tree order; a <template>'s content is not among its children (as in the DOM). */
  private *nodes(root: ParentNode): Generator<Node> {
    for (const child of root.childNodes) {
      yield child;
      if ("childNodes" in child) yield* this.nodes(child);
    }
  }

  /** Elements under `root` (the whole document by default), in tree order, like querySelectorAll. */
  elements(root: ParentNode = this.document): HtmlElement[] {
    return [...this.nodes(root)].filter(isElement);
  }

  /** Elements of a tag name (any namespace, as a CSS type selector). */
  byTag(tag: string, root?: ParentNode): HtmlElement[] {
    return this.elements(root).filter((e) => e.tagName === tag);
  }

  byTestId(id: string, root?: ParentNode): HtmlElement[] {
    return this.elements(root).filter((e) => this.attr(e, "data-testid") === id);
  }

  /** An attribute without a namespace (what `[name]` and getAttribute see on an HTML page), or null. */
  attr(element: HtmlElement, name: string): string | null {
    return element.attrs.find((a) => a.name === name && !a.namespace)?.value ?? null;
  }

  /** An HTML element of one of `tags` (upper case, as the DOM's tagName), SVG's own <title> not being one. */
  isHtml(element: HtmlElement | null, tags: ReadonlySet<string>): boolean {
    return element !== null && element.namespaceURI === HTML && tags.has(element.tagName.toUpperCase());
  }

  /** The element itself or its nearest ancestor of that tag name (Element.closest with a type selector). */
  closest(element: HtmlElement, tag: string): HtmlElement | null {
    for (let e: ParentNode | null = element; e && isElement(e); e = e.parentNode) if (e.tagName === tag) return e;
    return null;
  }

  /** The text nodes under `root`, each with the element it is a child of. */
  texts(root: ParentNode): { text: string; parent: HtmlElement | null }[] {
    return [...this.nodes(root)].filter(isText).map((n) => ({
      text: n.value,
      parent: n.parentNode && isElement(n.parentNode) ? n.parentNode : null,
    }));
  }

  /** Node.textContent: every text node under the element, joined. */
  textContent(element: HtmlElement): string {
    return this.texts(element)
      .map((t) => t.text)
      .join("");
  }

  get body(): HtmlElement {
    const body = this.byTag("body").find((e) => e.namespaceURI === HTML);
    if (!body) throw new Error("a document without a <body>");
    return body;
  }

  /** document.title: the first HTML <title>'s own text, whitespace stripped and collapsed. */
  get title(): string {
    const title = this.byTag("title").find((e) => e.namespaceURI === HTML);
    const text = (title?.childNodes ?? [])
      .filter(isText)
      .map((n) => n.value)
      .join("");
    return text.replace(/[\t\n\f\r ]+/g, " ").trim();
  }
}
