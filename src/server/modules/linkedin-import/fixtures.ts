import { crc32, deflateRawSync } from 'node:zlib';

/** A ZIP of these files (name → text), deflated as LinkedIn's are, or stored. */
export function makeZip(
  files: Record<string, string | Buffer>,
  method: 'deflate' | 'store' = 'deflate',
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = method === 'deflate' ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name, 'utf8');
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x800, 2); // UTF-8 names
    common.writeUInt16LE(method === 'deflate' ? 8 : 0, 4);
    common.writeUInt32LE(0, 6); // time, date
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(packed.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(nameBytes.length, 22);
    common.writeUInt16LE(0, 24);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, nameBytes, packed]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common.copy(central, 6, 0, 26);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A LinkedIn data export as LinkedIn shapes it: its column names, its dates ('Mar 2021'). */
export function linkedInExport(): Buffer {
  return makeZip({
    'Positions.csv': [
      'Company Name,Title,Description,Location,Started On,Finished On',
      'Itaú Unibanco,Cientista de Dados,"Modelos de crédito, painéis e ""squads"" de dados.","São Paulo, São Paulo, Brasil",Mar 2023,',
      'Natura,Analista de Dados,,"Cajamar, Brasil",Jan 2016,Feb 2021',
      ',Sem empresa,,,Jan 2010,Feb 2011',
    ].join('\r\n'),
    'Education.csv': [
      'School Name,Start Date,End Date,Notes,Degree Name,Activities',
      'Universidade de São Paulo,2010,2014,,Bacharelado em Estatística,Empresa júnior',
      'FIA,2018,2019,,MBA em Gestão,',
    ].join('\n'),
    'Skills.csv': ['Name', 'Python', 'SQL', 'python'].join('\n'),
    'Languages.csv': [
      'Name,Proficiency',
      'English,Full professional proficiency',
      'Espanhol,Limited working proficiency',
      'Klingon,Elementary proficiency',
    ].join('\n'),
    'messages.csv': 'CONVERSATION ID,FROM\n1,Alguém',
  });
}
