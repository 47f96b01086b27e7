import { readFileSync } from "node:fs";
const files = process.argv.slice(2);
const set = new Set<number>();
for (const f of files) for (const c of readFileSync(f, "utf8")) { const n = c.codePointAt(0)!; if (n >= 0x0980 && n <= 0x09ff) set.add(n); }
const all = [...set].sort((a,b)=>a-b);
console.log(all.length, all.map(n=>n.toString(16)+":"+String.fromCodePoint(n)).join(" "));
const miss=[]; for (let n=0x0981;n<=0x09df;n++) if(!set.has(n)) miss.push(n.toString(16)+":"+String.fromCodePoint(n)); console.log("unused in range", miss.join(" "));
