# Extracting emails, URLs, dates and key=value pairs from free text.
import re
text = """Contact ann@example.com or bob.smith+tag@mail.co.uk.
See https://example.com/path?q=1 and http://test.org.
Dates: 2024-03-05, 05/03/2024, March 5, 2024.
Config: host=localhost port=8080 debug=true name="my app"
"""
print(re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text))
print(re.findall(r"https?://[^\s.]+(?:\.[^\s.]+)*(?:/\S*)?", text))
print(re.findall(r"\d{4}-\d\d-\d\d|\d\d/\d\d/\d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}", text))
print(dict(re.findall(r'(\w+)=("[^"]*"|\S+)', text)))
print(re.sub(r"(\d{4})-(\d\d)-(\d\d)", r"\3.\2.\1", text.splitlines()[2]))
