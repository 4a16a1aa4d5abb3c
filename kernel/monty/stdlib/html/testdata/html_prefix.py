import html
for s in ['&notit;', '&notin;', '&not', '&amp', '&ampx;', '&ampamp;', '&copyright', '&LTx', '&ltlt;', '&gtx', '&acE;', '&ac;', '&a', '&xyz', '&eacutex', '&Aacut', '&sup2 sup', '&sup23']:
    print(repr(s), repr(html.unescape(s)))
