# Fluent interfaces returning self; immutable variant returning new objects.
class Query:
    def __init__(self, table, filters=(), limit=None):
        self.table, self.filters, self._limit = table, tuple(filters), limit
    def where(self, cond): return Query(self.table, self.filters + (cond,), self._limit)
    def limit(self, n): return Query(self.table, self.filters, n)
    def __str__(self):
        sql = f"SELECT * FROM {self.table}"
        if self.filters:
            sql += " WHERE " + " AND ".join(self.filters)
        if self._limit is not None:
            sql += f" LIMIT {self._limit}"
        return sql
base = Query("users")
q = base.where("age > 30").where("active").limit(10)
print(q)
print(base)
print(base.limit(1).where("x = 1"))
