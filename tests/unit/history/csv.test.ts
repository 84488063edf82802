import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvError, decodeCsvBytes, detectDelimiter, MAX_CSV_BYTES, parseCsv, serializeCsv } from "@/history/csv";

const bytes = (s: string) => new TextEncoder().encode(s);
const fields = (text: string, d = ",") => parseCsv(text, d).map((r) => r.fields);

describe("parseCsv", () => {
  it.each([
    [
      "plain fields",
      "a,b,c\n1,2,3\n",
      [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
    ],
    [
      "CRLF line ends",
      "a,b\r\n1,2\r\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "old Mac CR line ends",
      "a,b\r1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "no final line break",
      "a,b\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ["quoted delimiter", 'a,"b,c"\n', [["a", "b,c"]]],
    ["doubled quotes", '"say ""hi""",x\n', [['say "hi"', "x"]]],
    ["line break inside quotes", '"one\r\ntwo",x\n', [["one\r\ntwo", "x"]]],
    ["empty fields", ",,\n", [["", "", ""]]],
    ["empty quoted field", '"",x\n', [["", "x"]]],
    ["blank lines skipped", "a\n\n\nb\n", [["a"], ["b"]]],
    ["a BOM", "\uFEFFa,b\n", [["a", "b"]]],
  ])("reads %s", (_label, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it("numbers records by the physical line they start on", () => {
    const records = parseCsv('h1,h2\n"multi\nline",x\n\nlast,y\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it("reads semicolon-separated text when told to", () => {
    expect(fields("a;b\n1;2\n", ";")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it.each([
    ["an unterminated quote", 'a,b\n"open,x\n', "unterminatedQuote", 2],
    ["a quote inside an unquoted field", 'a,b\n1,x"y\n', "strayQuote", 2],
    ["text after a closing quote", 'a,b\n"x"y,1\n', "strayQuote", 2],
    // the quote opened on line 2 is closed by accident by the one on line 4: the problem is line 2
    ["an unterminated quote closed by a later quote", 'a,b\n"open,x\n3,4\n5,"6\n7,8\n', "unterminatedQuote", 2],
    ["an unterminated quote closed by a later stray quote", 'a,b\n1,"open\n3,4\n5,x"y\n', "unterminatedQuote", 2],
  ])("refuses %s with its line", (_label, text, code, line) => {
    try {
      parseCsv(text);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CsvError);
      expect((e as CsvError).code).toBe(code);
      expect((e as CsvError).line).toBe(line);
    }
  });
});

describe("serializeCsv", () => {
  it("quotes only what needs quoting and ends lines with CRLF", () => {
    expect(
      serializeCsv([
        ["a", 'b"c', "d,e", "", null, 3, true],
        ["x y", " lead", "semi;colon"],
      ]),
    ).toBe('a,"b""c","d,e",,,3,true\r\nx y," lead","semi;colon"\r\n');
  });

  it("round-trips awkward values through the parser", () => {
    const rows = [
      ['Chiusa d\'accordo, "a mezzanotte"', "two\nlines", "Sì", "  "],
      ["1", "", "x", "ü"],
    ];
    expect(fields(serializeCsv(rows))).toEqual(rows);
  });
});

describe("formula neutralisation (OWASP CSV injection)", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+39 333", "'+39 333"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", `"'\tx"`],
    ["\rx", `"'\rx"`],
    ["'=already", "''=already"],
    ["'Ndrangheta", "'Ndrangheta"],
    ["a=b", "a=b"],
  ])("writes the text cell %j as %j", (cell, written) => {
    expect(serializeCsv([[cell]])).toBe(`${written}\r\n`);
  });

  it("leaves typed numbers alone, negative ones too", () => {
    expect(serializeCsv([[-3, 2.5, "-3"]])).toBe("-3,2.5,'-3\r\n");
  });

  it("reads a neutralised cell back as it was, and a hand-written formula as written", () => {
    expect(fields("'=1+1,''=x,=2,'Nduja\n")).toEqual([["=1+1", "'=x", "=2", "'Nduja"]]);
  });

  it("round-trips any text cells byte for byte: serialize → parse → serialize", () => {
    const cell = fc.oneof(
      fc.string(),
      fc
        .constantFrom("=", "+", "-", "@", "\t", "\r", "'", "'=", "''+", '"', ",", "\n")
        .chain((p) => fc.string().map((s) => p + s)),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        // a row of one empty cell is an empty line, which the parser skips by design
        fc.pre(rows.every((r) => !(r.length === 1 && r[0] === "")));
        const text = serializeCsv(rows);
        const back = fields(text);
        expect(back).toEqual(rows);
        expect(serializeCsv(back)).toBe(text);
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});

describe("decodeCsvBytes", () => {
  it("strips a UTF-8 BOM", () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes("Sì,no")]))).toBe("Sì,no");
  });

  it("refuses Latin-1 text naming the first bad line", () => {
    const latin1 = new Uint8Array([...bytes("a,b\n"), 0x53, 0xec, 0x2c, 0x6e]); // "Sì,n" in Windows-1252
    expect(() => decodeCsvBytes(latin1)).toThrow(/not valid UTF-8 \(line 2\)/);
  });

  it("refuses UTF-16 files", () => {
    expect(() => decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toThrow(/UTF-16/);
  });

  it("refuses files over the limit before decoding them", () => {
    const big = new Uint8Array(MAX_CSV_BYTES + 1);
    expect(() => decodeCsvBytes(big)).toThrow(/limit is 10 MB/);
  });
});

describe("detectDelimiter", () => {
  it.each([
    ["a,b,c\n", ","],
    ["a;b;c\n", ";"],
    ['"x,y";b;c\n', ";"],
  ])("finds the delimiter of %j", (text, d) => {
    expect(detectDelimiter(text)).toBe(d);
  });

  it.each([
    ["a\tb\tc\n", /separated by tab/],
    ["a|b|c\n", /separated by "\|"/],
    ["\n", /empty/],
  ])("refuses %j", (text, message) => {
    expect(() => detectDelimiter(text)).toThrow(message);
  });
});
